import { ConfigError, consoleLogger, loadConfig, systemClock } from '@notary/platform';
import { openStores, StartupError } from '@notary/infrastructure';
import { Projector, ReadModelCatalog } from '@notary/projection-runtime';
import { allProjections } from '@notary/read-models';
import { TrialScheduler } from '@notary/policies';

/**
 * The projector process of the distributed mode: follows EventStoreDB from its checkpoints, writes
 * the MongoDB read models, and announces changes through MongoDB to every command-api instance.
 * Run exactly one. In embedded mode the command API runs the projector in its own process instead.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.mode !== 'distributed') {
    throw new StartupError('the projector runs as its own process only in the distributed mode (set EVENTSTORE_CONNECTION_STRING and MONGODB_URI); in embedded mode `npm start` runs it inside the command API');
  }
  const stores = await openStores(config);
  const projector = new Projector({ eventStore: stores.eventStore, documents: stores.documents, notifier: stores.notifier, projections: allProjections, logger: consoleLogger });
  await projector.start();
  const catalog = await new ReadModelCatalog(stores.documents, stores.notifier).load();
  const trials = new TrialScheduler(stores.eventStore, catalog, stores.notifier, systemClock, consoleLogger);
  trials.start();
  console.log(`Projector running: ${allProjections.map((p) => `${p.name} v${p.version}`).join(', ')}`);

  const shutdown = async () => {
    trials.stop();
    catalog.close();
    await projector.stop();
    await stores.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else if (error instanceof StartupError) console.error(`Cannot start: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
