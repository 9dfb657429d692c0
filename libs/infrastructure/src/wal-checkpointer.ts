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
 * Copying back is not enough: the WAL must also start over, or it grows until that safety net. A
 * writer starts it over only if every frame had been copied back when its transaction began, and
 * under a steady stream of commits that is never so: a PASSIVE pass ends with an fsync of the file,
 * and the projector's next commit lands during it. In the 20-user save loop (bench:api) the read
 * models' WAL reached the 16,384 pages every 2.6 s, and the commit that crossed them copied the rest
 * back and fsynced on the projector's thread: 27-102 ms, every user's push waiting behind it. So
 * once a WAL holds `restartFromPages`, a turn repeats the pass until one finds nothing left to copy
 * (`CHECKPOINT_TURN_SOURCE`), then asks for a RESTART, which holds the write lock only long enough
 * to see that no reader is still in the WAL: nothing is copied, so nothing is fsynced, under it
 * (unless a commit lands in the microseconds between that pass and the RESTART). The next writer
 * then starts the WAL over.
 *
 * The thread is plain JavaScript evaluated in the worker: it needs only the SQLite driver, so it
 * starts alike from the TypeScript sources and from the build.
 */
export interface WalCheckpointer {
  stop(): Promise<void>;
  /**
   * Why the thread is not checkpointing (its last failure), while it waits to be started again;
   * null while it runs. Meanwhile the stores' safety net checkpoints, at the cost of long commits.
   */
  failure(): string | null;
}

/** A store's own checkpoint threshold beside this thread: about 64 MB of WAL (pages of 4 KiB). */
export const WAL_SAFETY_NET_PAGES = 16_384;

export interface WalCheckpointerOptions {
  /** How often each file is checkpointed. Default 250 ms. */
  intervalMs?: number;
  /** The WAL size, in pages, from which a turn also has the WAL started over. Default 1,024 (4 MB). */
  restartFromPages?: number;
  /** Told when the thread fails; it is started again after `retryDelayMs`, the stores' safety net checkpointing meanwhile. */
  onError?: (message: string) => void;
  /**
   * How long after a failure the thread is started again. Default 1 s, doubled after each failure
   * that comes less than a minute after the start before it (up to a minute), so a file that keeps
   * failing (a full disk, a file removed) is not retried in a tight loop. (The background thread's
   * delay starts over once it is ready; this one opens its files fine on a full disk and fails at its
   * first checkpoint, so it starts over only after a minute of running.)
   */
  retryDelayMs?: number;
}

const MAX_RETRY_DELAY_MS = 60_000;

/** The most PASSIVE passes one turn makes on a file looking for nothing left to copy; then it waits for the next. */
const MAX_PASSES = 8;

/**
 * One turn on one file, as plain JavaScript (the thread evaluates it; so do the tests, with a stand-in
 * for the database): a PASSIVE pass and, once the WAL holds `restartFromPages`, more passes until one
 * finds every frame copied and none added since the pass before (so nothing is left to copy, and a
 * RESTART would fsync nothing under the write lock), then that RESTART. With `busy_timeout = 0` on
 * the connection, a RESTART that meets a writer or a reader gives up at once (busy), as a PASSIVE
 * pass does. Answers what it did: 'copied', 'restart' (asked for) or 'busy' (the restart was refused).
 */
export const CHECKPOINT_TURN_SOURCE = `
function checkpointTurn(db, restartFromPages, maxPasses) {
  let last = db.pragma('wal_checkpoint(PASSIVE)')[0];
  for (let pass = 1; pass < maxPasses && last.log >= restartFromPages; pass++) {
    const next = db.pragma('wal_checkpoint(PASSIVE)')[0];
    if (next.log === last.log && next.checkpointed === next.log) {
      return db.pragma('wal_checkpoint(RESTART)')[0].busy ? 'busy' : 'restart';
    }
    last = next;
  }
  return 'copied';
}
`;

const CHECKPOINTER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
${CHECKPOINT_TURN_SOURCE}
const Database = require(workerData.driver);
// Like the background thread, at nice 10: the API's thread gets the core whenever both want one.
try {
  const threadId = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(threadId) && threadId > 0) require('node:os').setPriority(threadId, 10);
} catch {
  // Not Linux, or not allowed: the thread keeps the process's priority.
}
// Thrown as plain Errors naming the file: a SqliteError reaches the parent as its code alone.
const failed = (file, error) => new Error(file + ': ' + ((error && (error.message || error.code)) || String(error)));
const files = workerData.files.map((file) => {
  let db;
  try {
    db = new Database(file, { fileMustExist: true });
  } catch (error) {
    throw failed(file, error);
  }
  // A checkpoint that meets a writer's lock skips this turn instead of waiting.
  db.pragma('busy_timeout = 0');
  return db;
});
parentPort.postMessage('running');
const timer = setInterval(() => {
  for (const db of files) {
    try {
      checkpointTurn(db, workerData.restartFromPages, workerData.maxPasses);
    } catch (error) {
      if (error.code !== 'SQLITE_BUSY' && error.code !== 'SQLITE_LOCKED') throw failed(db.name, error);
    }
  }
}, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  for (const db of files) db.close();
  parentPort.close();
});
`;

/**
 * Starts checkpointing these SQLite files (already created, in WAL mode) every `intervalMs`, on a
 * thread that is started again whenever it fails (an error other than a busy file ends it).
 */
export function startWalCheckpointer(files: string[], options: WalCheckpointerOptions = {}): WalCheckpointer {
  const firstDelay = options.retryDelayMs ?? 1_000;
  let delay = firstDelay;
  let worker: Worker | null = null;
  let exited: Promise<void> = Promise.resolve();
  let retry: NodeJS.Timeout | null = null;
  let failure: string | null = null;
  let stopping = false;

  const start = () => {
    retry = null;
    const startedAt = Date.now();
    const thread = new Worker(CHECKPOINTER_SOURCE, {
      eval: true,
      workerData: {
        driver: require.resolve('better-sqlite3'),
        files,
        intervalMs: options.intervalMs ?? 250,
        restartFromPages: options.restartFromPages ?? 1024,
        maxPasses: MAX_PASSES,
      },
    });
    worker = thread;
    // It must never keep a process alive that has nothing else to do.
    thread.unref();
    let failed: string | null = null;
    thread.on('message', (message) => {
      if (message === 'running') failure = null;
    });
    thread.on('error', (error: Partial<Error> & { code?: string }) => (failed = error.message || error.code || String(error)));
    exited = new Promise<void>((resolve) =>
      thread.once('exit', () => {
        worker = null;
        resolve();
        if (stopping) return;
        failure = `The WAL checkpointer thread failed: ${failed ?? 'it ended'}`;
        // A thread that ran for a while before failing starts again soon; one that keeps failing, less and less often.
        delay = Date.now() - startedAt >= MAX_RETRY_DELAY_MS ? firstDelay : delay;
        options.onError?.(`${failure}; starting it again in ${delay >= 1000 ? `${Math.round(delay / 1000)} s` : `${delay} ms`}`);
        retry = setTimeout(start, delay);
        retry.unref();
        delay = Math.min(delay * 2, MAX_RETRY_DELAY_MS);
      }),
    );
  };
  start();

  return {
    failure: () => failure,
    stop: async () => {
      stopping = true;
      if (retry) clearTimeout(retry);
      retry = null;
      const thread = worker;
      if (!thread) return exited;
      // Held by the thread until it has closed its connections: unreferenced, a process whose last
      // work is this close would end before it, and the caller's await with it.
      thread.ref();
      thread.postMessage('stop');
      await exited;
    },
  };
}
