import { percentile, round } from './stats';

export interface ApiAnswers {
  requests: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** The answers over 50 ms, with when they came (seconds after the asking began), to tell a start-up cost from a steady one. */
  slow: Array<{ atS: number; ms: number }>;
}

export interface Health {
  Projections: Array<{ Name: string; State: string; Lag: number }>;
}

/** GET /api/health every 10 ms (one at a time), each answer timed, until stopped. */
export function askEvery10Ms(url: string) {
  const latencies: number[] = [];
  const slow: ApiAnswers['slow'] = [];
  const began = performance.now();
  let last: Health | null = null;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const answer = await fetch(`${url}/api/health`);
      last = (await answer.json()) as Health;
      const ms = performance.now() - started;
      latencies.push(ms);
      if (ms > 50) slow.push({ atS: round((started - began) / 1000, 1), ms: round(ms, 1) });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  return {
    last: () => last,
    stop: async (): Promise<ApiAnswers> => {
      running = false;
      await loop;
      const sorted = [...latencies].sort((a, b) => a - b);
      return {
        requests: sorted.length,
        p50Ms: round(percentile(sorted, 50), 2),
        p95Ms: round(percentile(sorted, 95), 2),
        maxMs: round(sorted.at(-1) ?? 0, 1),
        slow,
      };
    },
  };
}
