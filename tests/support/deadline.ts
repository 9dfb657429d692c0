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
