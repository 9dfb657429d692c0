/**
 * Bounds a step that has no timeout of its own (starting or closing an app, opening a browser
 * page, an HTTP request), so that a step that never finishes fails with its name, soon enough for
 * the test to be retried, instead of spending the whole test's time and saying only that it did.
 */
export async function within<T>(what: string, timeoutMs: number, step: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([step, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * How long a test waits for something the system does on its own time (the projector catching
 * up, a checkpoint written when idle, a worker's retry). Generous on purpose: these waits end as
 * soon as the thing happens, and how fast it happens is for the benchmarks, not the tests, to say.
 * A shared CI machine under the whole suite has taken several times longer than a quiet one.
 */
export const SETTLE_MS = 30_000;

/** Polls `check` until it holds; fails naming `what` after `timeoutMs`. */
export async function waitUntil(what: string, check: () => boolean | Promise<boolean>, timeoutMs = SETTLE_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Something that follows the log: the projector itself, or the API's catalog of read models. */
export interface LogFollower {
  waitFor(position: number, timeoutMs: number): Promise<boolean>;
}

/** Waits until every running projection has passed `position`; fails saying so, instead of answering false. */
export async function caughtUp(follower: LogFollower, position: number, timeoutMs = SETTLE_MS): Promise<void> {
  if (!(await follower.waitFor(position, timeoutMs))) throw new Error(`the projections did not reach position ${position} within ${timeoutMs} ms`);
}
