import { backgroundFeatures, startBackgroundThread, startBackgroundWork, type BackgroundThread, type BackgroundWork } from '@notary/background';
import { consoleLogger, loadConfig, systemClock, type AppConfig, type AppLogger, type Clock } from '@notary/platform';
import { openStores, type Stores } from '@notary/infrastructure';
import { ReadModelCatalog, type Projector } from '@notary/projection-runtime';

export interface RuntimeOptions {
  config?: AppConfig;
  clock?: Clock;
  logger?: AppLogger;
  /** Run the background work (projector, jobs) in this process; the embedded mode always does. */
  runBackground?: boolean;
  /**
   * Where this process runs its background work. 'worker-thread' is what `npm start` does: the
   * projector's writes and the schedulers' sweeps never hold the API's event loop (they use the
   * other core). 'this-thread' (the default) is for tests, which drive the projector and the jobs
   * directly and may give them a fake clock.
   */
  backgroundIn?: 'this-thread' | 'worker-thread';
}

/**
 * Everything the command API needs besides HTTP: the stores chosen by configuration, the read-model
 * catalog, and, in embedded mode, the background work (projector and jobs) in this process, on this
 * thread or on a worker thread of its own.
 */
export interface Runtime {
  config: AppConfig;
  clock: Clock;
  stores: Stores;
  catalog: ReadModelCatalog;
  /** The background work (projector and jobs), when this thread runs it. */
  background: BackgroundWork | null;
  /** The background work's own thread, when it runs on one. */
  backgroundThread: BackgroundThread | null;
  projector: Projector | null;
  close(): Promise<void>;
}

export async function createRuntime(options: RuntimeOptions = {}): Promise<Runtime> {
  const config = options.config ?? loadConfig();
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? consoleLogger;
  const runBackground = options.runBackground ?? config.mode === 'embedded';
  const onThread = runBackground && options.backgroundIn === 'worker-thread';
  if (onThread && options.clock) throw new Error('the background thread runs on the system clock; a test clock needs backgroundIn: this-thread');
  const stores = await openStores(config, onThread ? { thread: 'api', warn: (message) => logger.warn(message) } : {});
  const catalog = new ReadModelCatalog(stores.documents, stores.notifier);
  let background: BackgroundWork | null = null;
  let backgroundThread: BackgroundThread | null = null;
  try {
    if (onThread) {
      // The thread's projector writes the checkpoints before it says it is ready.
      backgroundThread = await startBackgroundThread(config, logger);
      await catalog.load();
    } else if (runBackground) {
      background = await startBackgroundWork(backgroundFeatures, { stores, catalog, clock, logger, config });
    } else {
      await catalog.load();
    }
  } catch (error) {
    await backgroundThread?.stop();
    await stores.close();
    throw error;
  }
  return {
    config,
    clock,
    stores,
    catalog,
    background,
    backgroundThread,
    projector: background?.projector ?? null,
    close: async () => {
      catalog.close();
      await background?.stop();
      await backgroundThread?.stop();
      await stores.close();
    },
  };
}
