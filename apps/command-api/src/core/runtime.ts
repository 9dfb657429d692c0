import { backgroundFeatures, startBackgroundWork, type BackgroundWork } from '@notary/background';
import { consoleLogger, loadConfig, systemClock, type AppConfig, type AppLogger, type Clock } from '@notary/platform';
import { openStores, type Stores } from '@notary/infrastructure';
import { ReadModelCatalog, type Projector } from '@notary/projection-runtime';

export interface RuntimeOptions {
  config?: AppConfig;
  clock?: Clock;
  logger?: AppLogger;
  /** Run the background work (projector, jobs) in this process; the embedded mode always does. */
  runBackground?: boolean;
}

/**
 * Everything the command API needs besides HTTP: the stores chosen by configuration, the read-model
 * catalog, and, in embedded mode, the background work (projector and jobs) in this process.
 */
export interface Runtime {
  config: AppConfig;
  clock: Clock;
  stores: Stores;
  catalog: ReadModelCatalog;
  /** The background work (projector and jobs), when this process runs it. */
  background: BackgroundWork | null;
  projector: Projector | null;
  close(): Promise<void>;
}

export async function createRuntime(options: RuntimeOptions = {}): Promise<Runtime> {
  const config = options.config ?? loadConfig();
  const clock = options.clock ?? systemClock;
  const stores = await openStores(config);
  const catalog = new ReadModelCatalog(stores.documents, stores.notifier);
  let background: BackgroundWork | null = null;
  try {
    if (options.runBackground ?? config.mode === 'embedded') {
      background = await startBackgroundWork(backgroundFeatures, { stores, catalog, clock, logger: options.logger ?? consoleLogger, config });
    } else {
      await catalog.load();
    }
  } catch (error) {
    await stores.close();
    throw error;
  }
  return {
    config,
    clock,
    stores,
    catalog,
    background,
    projector: background?.projector ?? null,
    close: async () => {
      catalog.close();
      await background?.stop();
      await stores.close();
    },
  };
}
