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
 */
export async function applyBatch(
  documents: DocumentStore,
  runners: ProjectionRunner[],
  events: RecordedEvent[],
  announcements: ChangeAnnouncement[],
  commit: (changed: ProjectionRunner[]) => Promise<void>,
  unit: BatchUnit = new BatchUnit(documents),
): Promise<void> {
  const before = runners.map((runner) => ({ runner, position: runner.position, failure: runner.failure }));
  const restore = () => before.forEach(({ runner, position, failure }) => Object.assign(runner, { position, failure }));
  const changed = () =>
    before.filter(({ runner, position, failure }) => runner.position !== position || runner.failure !== failure).map(({ runner }) => runner);

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
        }
        await unit.endOfBatch();
        await commit(changed());
      });
      announcements.push(...collected);
      return;
    } catch (error) {
      restore();
      // What the unit held may include the rolled-back writes.
      unit.reset();
      if (error !== ABANDON) throw error;
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
}
