import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { AppConfig, AppLogger } from '@notary/platform';
import type { FromBackgroundThread, ToBackgroundThread } from './background-thread.messages';

/**
 * The embedded mode's background work (the projector and every job) on a worker thread of its own,
 * with its own connections to the SQLite files. The API's event loop then never waits for a
 * projected batch, a rebuild's slice or a scheduler's sweep: they run on the other core. The two
 * threads meet only where two processes would: the files (WAL lets the API read while the worker
 * writes), the "log grew" and change announcements (BroadcastChannels, see SqliteEventStore and
 * InProcessChangeNotifier), and the checkpoints the projections panel reads.
 */
export interface BackgroundThread {
  stop(): Promise<void>;
}

/** Restart delays after the thread died unexpectedly: 1 s, doubling up to 30 s. */
const FIRST_RESTART_MS = 1_000;
const LONGEST_RESTART_MS = 30_000;

/**
 * From the TypeScript sources (jest, `node -r @swc-node/register`) a worker thread has neither jest's
 * transform nor, under jest, swc-node: this bootstrap registers swc-node in the worker, then loads the
 * TypeScript entry (as the PDF render pool does). From the build, the compiled entry starts directly.
 */
const TS_BOOTSTRAP = `const { workerData } = require('node:worker_threads'); require(workerData.register); require(workerData.entry);`;

function spawnThread(config: AppConfig): Worker {
  const extension = extname(__filename);
  const entry = join(__dirname, `background-thread.worker${extension}`);
  if (extension === '.ts') {
    return new Worker(TS_BOOTSTRAP, { eval: true, workerData: { register: require.resolve('@swc-node/register'), entry, config } });
  }
  return new Worker(entry, { workerData: { config } });
}

/**
 * Starts the thread and resolves once its projector has started (checkpoints written, so the API's
 * catalog can load) and its jobs run; rejects with the thread's own reason if it could not start.
 * A thread that dies later is logged and started again, after a delay that grows while it keeps dying.
 */
export function startBackgroundThread(config: AppConfig, logger: AppLogger): Promise<BackgroundThread> {
  let worker: Worker;
  let stopping = false;
  let restartDelay = FIRST_RESTART_MS;
  let restartTimer: NodeJS.Timeout | undefined;
  let stopped: (() => void) | undefined;

  const run = (onReady: () => void, onStartFailure: (error: Error) => void) => {
    let ready = false;
    worker = spawnThread(config);
    worker.on('message', (message: FromBackgroundThread) => {
      if (message.kind === 'log') logger[message.level](message.message);
      else if (message.kind === 'ready') {
        ready = true;
        restartDelay = FIRST_RESTART_MS;
        onReady();
      } else if (message.kind === 'failed' && !ready) onStartFailure(new Error(message.message));
    });
    worker.on('error', (error) => logger.error(`The background thread failed: ${error.message}`, error.stack));
    worker.on('exit', (code) => {
      if (stopping) return stopped?.();
      if (!ready) return onStartFailure(new Error(`the background thread exited (code ${code}) before it was ready`));
      logger.error(`The background thread (projector and jobs) stopped unexpectedly (code ${code}); starting it again in ${restartDelay / 1000} s`);
      restartTimer = setTimeout(
        () =>
          run(
            () => undefined,
            (error) => logger.error(`The background thread could not start again: ${error.message}`),
          ),
        restartDelay,
      );
      restartDelay = Math.min(restartDelay * 2, LONGEST_RESTART_MS);
    });
  };

  const handle: BackgroundThread = {
    stop: () => {
      stopping = true;
      clearTimeout(restartTimer);
      return new Promise<void>((resolve) => {
        stopped = resolve;
        // The thread stops its jobs and projector, closes its stores, then exits by itself.
        worker.postMessage({ kind: 'stop' } satisfies ToBackgroundThread);
      });
    },
  };
  return new Promise((resolve, reject) =>
    run(
      () => resolve(handle),
      (error) => {
        stopping = true;
        void worker.terminate();
        reject(error);
      },
    ),
  );
}
