import { RecurringExpenseScheduler } from '@notary/policies';
import { openStores } from '@notary/infrastructure';
import { loadConfig, silentLogger, systemClock } from '@notary/platform';
import { ReadModelCatalog } from '@notary/projection-runtime';

/**
 * A scheduler-only process over the parent's DATA_DIR: the parent runs the projector (another
 * process), this one only records due occurrences. It may be killed with SIGKILL at any moment, and
 * several may run at once; the parent then counts what the log holds.
 */
async function main(): Promise<void> {
  const config = loadConfig({ DATA_DIR: process.env.DATA_DIR, PORT: '0' });
  // The parent holds DATA_DIR's lock (it runs the projector); this process only appends.
  const stores = await openStores(config, { lock: false });
  const catalog = new ReadModelCatalog(stores.documents, stores.notifier);
  await catalog.load();
  const scheduler = new RecurringExpenseScheduler(stores.eventStore, catalog, stores.notifier, systemClock, silentLogger, {
    intervalMs: 3_600_000,
    concurrency: 16,
  });
  process.stdout.write('STARTED\n');
  const appended = await scheduler.sweep();
  process.stdout.write(`DONE ${appended}\n`);
  catalog.close();
  await stores.close();
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
