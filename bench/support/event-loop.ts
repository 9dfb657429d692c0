import { round } from './stats';

/** Watches the event loop with a 10 ms interval: the longest gap between ticks, and how many ran. */
export function watchEventLoop() {
  let last = performance.now();
  let maxGap = 0;
  let ticks = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    maxGap = Math.max(maxGap, now - last);
    last = now;
    ticks += 1;
  }, 10);
  return {
    stop: () => {
      clearInterval(timer);
      return { maxStallMs: round(Math.max(maxGap, performance.now() - last), 0), ticks };
    },
  };
}
