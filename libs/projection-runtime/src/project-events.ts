import type { RecordedEvent } from '@notary/events';
import type { DocumentStore } from '@notary/document-store';
import type { ChangeAnnouncement } from '@notary/platform';
import { applyBatch } from './batch';
import { BatchUnit } from './batch-unit';
import type { ProjectionDefinition } from './projection';
import { ProjectionRunner } from './runner';

/**
 * Applies events to projections in a document store through the projector's own batch path (the
 * unit of work, one transaction where the store has them), into generation 1 of their collections,
 * where a ReadModelCatalog with no checkpoints reads. For scratch read models the queries can read
 * (an "as of" replay into a scratch store) and for tests. Positions must increase across calls.
 * A projection that cannot apply an event throws, naming both.
 */
export async function projectEvents(
  documents: DocumentStore,
  projections: readonly ProjectionDefinition[],
  events: readonly RecordedEvent[],
): Promise<ChangeAnnouncement[]> {
  const runners = projections.map((projection) => new ProjectionRunner(projection, 1, 0));
  for (const runner of runners) await runner.ensureIndexes(documents);
  const announcements: ChangeAnnouncement[] = [];
  await applyBatch(documents, runners, [...events], announcements, async () => undefined, new BatchUnit(documents));
  const failed = runners.find((runner) => runner.failure);
  if (failed?.failure) {
    const { eventType, position, message } = failed.failure;
    throw new Error(`Projection ${failed.name} cannot apply ${eventType} at position ${position}: ${message}`);
  }
  return announcements;
}
