import type { EventStore } from '@notary/event-store';
import { random, summarize, type LatencySummary } from './support/stats';

export interface OperatorReadsResult {
  /** The first read after the log was written: the embedded store indexes the whole log then. */
  firstReadMs: number;
  /** readByOwner: the first page of 100 of one notary's history. */
  byOwner: LatencySummary;
  /** readByCorrelation: every event of one request. */
  byCorrelation: LatencySummary;
}

/**
 * The operators' reads over a log already in `store`: `queries` owners and correlation ids picked
 * (deterministically) from `sample`, one read at a time, as support staff would make them, after a
 * first read timed apart (it brings the embedded store's indexes up to date with the whole log).
 */
export async function benchOperatorReads(
  store: EventStore,
  sample: Array<{ ownerId: string; correlationId: string }>,
  queries = 300,
): Promise<OperatorReadsResult> {
  const next = random(11);
  const pick = () => sample[Math.floor(next() * sample.length)];
  const time = async (read: () => Promise<unknown>) => {
    const started = performance.now();
    await read();
    return performance.now() - started;
  };
  const firstReadMs = await time(() => store.readByOwner(pick().ownerId, { maxCount: 100 }));
  const byOwner: number[] = [];
  const byCorrelation: number[] = [];
  for (let i = 0; i < queries; i += 1) {
    const { ownerId, correlationId } = pick();
    byOwner.push(await time(() => store.readByOwner(ownerId, { maxCount: 100 })));
    byCorrelation.push(await time(() => store.readByCorrelation(correlationId)));
  }
  return { firstReadMs: Math.round(firstReadMs), byOwner: summarize(byOwner), byCorrelation: summarize(byCorrelation) };
}
