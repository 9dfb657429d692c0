import type { RecordedEvent } from '@notary/events';
import type { DocumentStore } from '@notary/document-store';
import type { ChangeAnnouncement } from '@notary/platform';
import { BatchUnit } from './batch-unit';
import type { ProjectionRunner } from './runner';

const ABANDON = Symbol('abandon batch');

/**
 * Applies a batch of events to some runners and, in the same transaction, runs `commit` with the
 * runners whose position or failure changed (to save their checkpoints).
 *
 * In a transactional store the batch first runs through the caller's unit of work (kept across
 * batches): every document is read once and written once per batch. If any projection fails on an event, that attempt is rolled back whole and the batch
 * runs again written through, one savepoint per event, so the failure stops only its projection and
 * everything before it is kept. A non-transactional store (MongoDB) always writes through.
 * Returns how many of the events it applied: all, unless a `segment` ended early.
 */
export async function applyBatch(
  documents: DocumentStore,
  runners: ProjectionRunner[],
  events: RecordedEvent[],
  announcements: ChangeAnnouncement[],
  commit: (changed: ProjectionRunner[]) => Promise<void>,
  unit: BatchUnit = new BatchUnit(documents),
  segment?: Segment,
): Promise<number> {
  const before = runners.map((runner) => ({ runner, position: runner.position, failure: runner.failure }));
  const restore = () => before.forEach(({ runner, position, failure }) => Object.assign(runner, { position, failure }));
  const changed = () =>
    before.filter(({ runner, position, failure }) => runner.position !== position || runner.failure !== failure).map(({ runner }) => runner);
  // Events applied so far (the segment may end before the batch does).
  let applied = 0;

  if (documents.transactional) {
    const collected: ChangeAnnouncement[] = [];
    try {
      await documents.withTransaction(async () => {
        for (const event of events) {
          for (const runner of runners) {
            const failure = runner.failure;
            await runner.apply(documents, event, collected, unit);
            if (runner.failure !== failure) throw ABANDON;
          }
          applied += 1;
          if (segment && applied < events.length) {
            if (segment.enough()) break;
            await segment.pause();
          }
        }
        await unit.endOfBatch();
        await commit(changed());
      });
      announcements.push(...collected);
      return applied;
    } catch (error) {
      restore();
      // What the unit held may include the rolled-back writes.
      unit.reset();
      if (error !== ABANDON) throw error;
      // In segments, again up to the event that failed (the caller goes on from there); else all.
      if (segment) events = events.slice(0, applied + 1);
    }
  }

  const collected: ChangeAnnouncement[] = [];
  try {
    await documents.withTransaction(async () => {
      for (const event of events) {
        for (const runner of runners) await runner.apply(documents, event, collected);
      }
      await commit(changed());
    });
  } catch (error) {
    restore();
    throw error;
  }
  announcements.push(...collected);
  return events.length;
}

/**
 * Lets a long batch share the event loop: `pause` between events (inside the transaction: other
 * writers of the store wait, requests and timers do not), and `enough` ends the transaction early,
 * e.g. once the documents it would write at the end make a commit too long to hold the loop for.
 * The caller applies the rest of the batch in a next call; applyBatch returns how many it applied.
 */
export interface Segment {
  enough(): boolean;
  pause(): Promise<void>;
}
