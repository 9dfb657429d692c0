import { backgroundFeatures, startBackgroundWork } from '@notary/background';
import { ConfigError, consoleLogger, loadConfig, systemClock } from '@notary/platform';
import { openStores, StartupError } from '@notary/infrastructure';
import { ReadModelCatalog } from '@notary/projection-runtime';

/**
 * The projector process of the distributed mode: follows EventStoreDB from its checkpoints, writes
 * the MongoDB read models, announces changes through MongoDB to every command-api instance, and
 * runs the background jobs. Run exactly one. In embedded mode `npm start` runs the same work
 * inside the command API instead.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.mode !== 'distributed') {
    throw new StartupError(
      'the projector runs as its own process only in the distributed mode (set EVENTSTORE_CONNECTION_STRING and MONGODB_URI); in embedded mode `npm start` runs it inside the command API',
    );
  }
  const stores = await openStores(config);
  const catalog = new ReadModelCatalog(stores.documents, stores.notifier);
  const work = await startBackgroundWork(backgroundFeatures, { stores, catalog, clock: systemClock, logger: consoleLogger, config, ownThread: true });
  console.log(
    `Projector running: ${work.projector
      .status()
      .map((p) => `${p.name} v${p.version}`)
      .join(', ')}`,
  );

  const shutdown = async () => {
    catalog.close();
    await work.stop();
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
