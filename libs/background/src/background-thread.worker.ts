import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { openStores } from '@notary/infrastructure';
import { systemClock, type AppConfig, type AppLogger } from '@notary/platform';
import { ReadModelCatalog } from '@notary/projection-runtime';
import { startBackgroundWork } from './background-work';
import type { FromBackgroundThread, ToBackgroundThread } from './background-thread.messages';
import { backgroundFeatures } from './features';

/**
 * The background thread (see background-thread.ts): the same stores, projector and jobs as
 * apps/projector, over the DATA_DIR the API's thread already holds (so no lock of its own).
 */
const port = parentPort!;
const tell = (message: FromBackgroundThread) => port.postMessage(message);
const logger: AppLogger = {
  log: (message) => tell({ kind: 'log', level: 'log', message }),
  warn: (message) => tell({ kind: 'log', level: 'warn', message }),
  error: (message, trace) => tell({ kind: 'log', level: 'error', message: trace ? `${message}\n${trace}` : message }),
};

/**
 * On two cores the background thread's busy minutes (a first build, a rebuild, a long sweep) would
 * compete with the API's thread for the CPU. At nice 10 the scheduler gives the API's thread the
 * core whenever both want one, and the background thread everything left. Linux takes a thread id
 * where setpriority takes a process id; elsewhere (or if refused) the thread keeps the process's priority.
 */
function yieldTheCpuToTheApi(): void {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, 10);
  } catch {
    // Not Linux, or not allowed: nothing to lower.
  }
}

async function main(): Promise<void> {
  yieldTheCpuToTheApi();
  const config = (workerData as { config: AppConfig }).config;
  const stores = await openStores(config, { lock: false, thread: 'background' });
  const catalog = new ReadModelCatalog(stores.documents, stores.notifier);
  let work;
  try {
    work = await startBackgroundWork(backgroundFeatures, { stores, catalog, clock: systemClock, logger, config, ownThread: true });
  } catch (error) {
    await stores.close();
    throw error;
  }
  const running = work;
  port.on('message', (message: ToBackgroundThread) => {
    if (message.kind !== 'stop') return;
    void (async () => {
      catalog.close();
      await running.stop();
      await stores.close();
      // Ends this thread only (not the process), whatever a library may still have scheduled.
      process.exit(0);
    })();
  });
  tell({ kind: 'ready' });
}

main().catch((error: unknown) => {
  tell({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  // The starting thread learns it from this exit (after the message above).
  process.exitCode = 1;
  port.close();
});
