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
  /**
   * Ends the thread at once, as a fatal error in it would, and resolves when it is gone; it is then
   * started again like after any other death. For the test that the app survives it.
   */
  kill(): Promise<void>;
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

/** How long stop() waits for the thread to close its stores before it ends the thread itself. */
const STOP_TIMEOUT_MS = 30_000;

/**
 * Starts the thread and resolves once its projector has started (checkpoints written, so the API's
 * catalog can load) and its jobs run; rejects with the thread's own reason if it could not start.
 * A thread that dies later is logged and started again, after a delay that grows while it keeps dying.
 */
export function startBackgroundThread(config: AppConfig, logger: AppLogger): Promise<BackgroundThread> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    let running = false;
    /** Set once the first start succeeded: from then on a death means a restart, not a failed start. */
    let started = false;
    let stopping = false;
    let restartDelay = FIRST_RESTART_MS;
    let restartTimer: NodeJS.Timeout | undefined;
    let whenExited: (() => void) | undefined;
    let startFailure: string | undefined;

    const handle: BackgroundThread = {
      stop: () => {
        stopping = true;
        clearTimeout(restartTimer);
        if (!running) return Promise.resolve();
        return new Promise<void>((done) => {
          // The thread stops its jobs and projector, closes its stores, then exits by itself.
          const timer = setTimeout(() => void worker.terminate(), STOP_TIMEOUT_MS);
          whenExited = () => {
            clearTimeout(timer);
            done();
          };
          worker.postMessage({ kind: 'stop' } satisfies ToBackgroundThread);
        });
      },
      kill: async () => {
        if (running) await worker.terminate();
      },
    };

    const spawn = () => {
      worker = spawnThread(config);
      running = true;
      worker.on('message', (message: FromBackgroundThread) => {
        if (message.kind === 'log') logger[message.level](message.message);
        else if (message.kind === 'failed') {
          startFailure = message.message;
          logger.error(`The background thread could not start: ${message.message}`);
        } else if (message.kind === 'ready') {
          restartDelay = FIRST_RESTART_MS;
          if (!started) resolve(handle);
          started = true;
        }
      });
      worker.on('error', (error) => logger.error(`The background thread failed: ${error.message}`, error.stack));
      worker.on('exit', (code) => {
        running = false;
        if (stopping) return whenExited?.();
        if (!started) {
          stopping = true;
          return reject(new Error(`the background thread (projector and jobs) could not start: ${startFailure ?? `it exited with code ${code}`}`));
        }
        logger.error(`The background thread (projector and jobs) stopped (exit code ${code}); starting it again in ${restartDelay / 1000} s`);
        restartTimer = setTimeout(spawn, restartDelay);
        restartDelay = Math.min(restartDelay * 2, LONGEST_RESTART_MS);
      });
    };
    spawn();
  });
}
