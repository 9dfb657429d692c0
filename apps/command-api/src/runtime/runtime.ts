import { loadConfig, systemClock, type AppConfig, type AppLogger, type Clock } from '@notary/platform';
import { openStores, type Stores } from '@notary/infrastructure';
import { Projector, ReadModelCatalog } from '@notary/projection-runtime';
import { allProjections } from '@notary/read-models';
import { TrialScheduler } from '@notary/policies';

export interface RuntimeOptions {
  config?: AppConfig;
  clock?: Clock;
  logger?: AppLogger;
  /** Run the projector and the trial scheduler in this process (the embedded mode always does). */
  runProjector?: boolean;
}

/**
 * Everything the command API needs besides HTTP: the stores chosen by configuration, the read-model
 * catalog, and, in embedded mode, the projector and the trial scheduler running in-process.
 */
export interface Runtime {
  config: AppConfig;
  clock: Clock;
  stores: Stores;
  catalog: ReadModelCatalog;
  projector: Projector | null;
  trialScheduler: TrialScheduler | null;
  close(): Promise<void>;
}

export async function createRuntime(options: RuntimeOptions = {}): Promise<Runtime> {
  const config = options.config ?? loadConfig();
  const clock = options.clock ?? systemClock;
  const stores = await openStores(config);
  const runProjector = options.runProjector ?? config.mode === 'embedded';
  const projector = runProjector
    ? new Projector({ eventStore: stores.eventStore, documents: stores.documents, notifier: stores.notifier, projections: allProjections, logger: options.logger })
    : null;
  const catalog = new ReadModelCatalog(stores.documents, stores.notifier);
  let trialScheduler: TrialScheduler | null = null;
  try {
    await projector?.start();
    await catalog.load();
    if (runProjector) {
      trialScheduler = new TrialScheduler(stores.eventStore, catalog, stores.notifier, clock, options.logger);
      trialScheduler.start();
    }
  } catch (error) {
    await projector?.stop();
    await stores.close();
    throw error;
  }
  return {
    config,
    clock,
    stores,
    catalog,
    projector,
    trialScheduler,
    close: async () => {
      trialScheduler?.stop();
      catalog.close();
      await projector?.stop();
      await stores.close();
    },
  };
}
