import { Worker } from 'node:worker_threads';

/**
 * A thread of its own that copies the write-ahead logs of the embedded files back into them.
 *
 * SQLite checkpoints on commit: once a file's WAL holds 1,000 pages, the connection whose COMMIT
 * crossed that line copies them into the database and fsyncs it before its commit returns. In the
 * server that connection is the API's thread (appends) or the background thread (projected batches),
 * and better-sqlite3 is synchronous, so a checkpoint of a few megabytes held that thread's event
 * loop for it: measured on this disk, appends in transactions of eight took p99 11.4 ms with it and
 * 4.4 ms without. Here a third thread runs the checkpoints instead (PASSIVE: they never wait for, nor
 * hold up, a reader or a writer), and the stores keep SQLite's own only as a safety net
 * (`WAL_SAFETY_NET_PAGES`), for the time this thread is not running.
 *
 * The thread is plain JavaScript evaluated in the worker: it needs only the SQLite driver, so it
 * starts alike from the TypeScript sources and from the build.
 */
export interface WalCheckpointer {
  stop(): Promise<void>;
}

/** A store's own checkpoint threshold beside this thread: about 64 MB of WAL (pages of 4 KiB). */
export const WAL_SAFETY_NET_PAGES = 16_384;

export interface WalCheckpointerOptions {
  /** How often each file is checkpointed. Default 250 ms. */
  intervalMs?: number;
  /** Told when the thread fails (it is not restarted; the stores' safety net then checkpoints). */
  onError?: (message: string) => void;
}

const CHECKPOINTER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
// Like the background thread, at nice 10: the API's thread gets the core whenever both want one.
try {
  const threadId = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(threadId) && threadId > 0) require('node:os').setPriority(threadId, 10);
} catch {
  // Not Linux, or not allowed: the thread keeps the process's priority.
}
const files = workerData.files.map((file) => {
  const db = new Database(file, { fileMustExist: true });
  // A checkpoint that meets a writer's lock skips this turn instead of waiting.
  db.pragma('busy_timeout = 0');
  return db;
});
const timer = setInterval(() => {
  for (const db of files) {
    try {
      db.pragma('wal_checkpoint(PASSIVE)');
    } catch (error) {
      if (error.code !== 'SQLITE_BUSY' && error.code !== 'SQLITE_LOCKED') throw error;
    }
  }
}, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  for (const db of files) db.close();
  parentPort.close();
});
`;

/** Starts checkpointing these SQLite files (already created, in WAL mode) every `intervalMs`. */
export function startWalCheckpointer(files: string[], options: WalCheckpointerOptions = {}): WalCheckpointer {
  const worker = new Worker(CHECKPOINTER_SOURCE, {
    eval: true,
    workerData: { driver: require.resolve('better-sqlite3'), files, intervalMs: options.intervalMs ?? 250 },
  });
  // It must never keep a process alive that has nothing else to do.
  worker.unref();
  let running = true;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  void exited.then(() => (running = false));
  worker.on('error', (error) => options.onError?.(`The WAL checkpointer thread failed: ${error.message}`));
  return {
    stop: async () => {
      if (!running) return;
      // Held by the thread until it has closed its connections: unreferenced, a process whose last
      // work is this close would end before it, and the caller's await with it.
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
