import type { EventStore } from '@notary/event-store';
import type { DocumentStore } from '@notary/document-store';
import type { AppLogger, ChangeAnnouncement } from '@notary/platform';
import { physicalName, saveCheckpoint, type ProjectionCheckpoint } from './checkpoints';
import type { ProjectionRunner } from './runner';
import { applyBatch } from './batch';
import { BatchUnit } from './batch-unit';
import { shareTheLoop } from './share-the-loop';

/** Changed documents a rebuild holds in memory before writing them (a few hundred MB at most). */
const DEFERRED_CHANGES = 100_000;
/** Documents per transaction when a rebuild writes what it holds (a few milliseconds each). */
const WRITES_PER_TRANSACTION = 500;
/**
 * How long a rebuild may hold the event loop it shares with the API (embedded mode) before it lets
 * requests in: it applies events in slices sized to about this, measured as it goes.
 */
const SLICE_BUDGET_MS = 12;

export interface RebuildOptions {
  eventStore: EventStore;
  documents: DocumentStore;
  logger: AppLogger;
  /** The runner whose collections serve queries until the switch. */
  serving: ProjectionRunner;
  /** The same projection on the next generation of collections, starting from position 0. */
  shadow: ProjectionRunner;
  checkpointOf(runner: ProjectionRunner): ProjectionCheckpoint;
  /** Runs a section while the live loop is paused between batches. */
  whilePaused<T>(section: () => Promise<T>): Promise<T>;
  /** The last position the live loop has applied. */
  livePosition(): number;
  afterSwitch(): Promise<void>;
  /** True once the projector is stopping: the rebuild gives up. */
  cancelled(): boolean;
  batchSize?: number;
  /** How long old collections stay after the switch, for API instances still reading them. */
  dropOldAfterMs?: number;
}

/**
 * Replays the whole log into the shadow's collections while the serving ones keep answering, then,
 * with the live loop paused, applies the last few events and switches the projection to the new
 * generation in one checkpoint write.
 */
export async function rebuildSideBySide(options: RebuildOptions): Promise<void> {
  const { documents, serving, shadow, logger } = options;
  const started = Date.now();
  for (const logical of shadow.definition.collections) await documents.dropCollection(physicalName(logical, shadow.generation));
  await shadow.ensureIndexes(documents);
  // Nothing is written inside a batch: the rebuild writes what it holds in bounded transactions.
  const unit = new BatchUnit(documents, Number.POSITIVE_INFINITY);
  const slicer = new Slicer();

  // Most of the work happens while the live loop runs; the pause at the end only covers the tail.
  while ((await catchUp(options, unit, 5, slicer)) === 'more') {
    if (unit.pending > DEFERRED_CHANGES) await unit.flushInSlices(WRITES_PER_TRANSACTION);
    // Progress is written between live batches, so it never records a position not yet committed.
    await options.whilePaused(() => saveCheckpoint(documents, options.checkpointOf(serving)));
  }
  // Written before the pause: the live loop waits only for the last few events' documents.
  await unit.flushInSlices(WRITES_PER_TRANSACTION);
  await options.whilePaused(async () => {
    while ((await catchUp(options, unit, Number.POSITIVE_INFINITY, slicer)) === 'more');
    await unit.flushInSlices(WRITES_PER_TRANSACTION);
    if (shadow.failure) throw new Error(`Rebuild of ${shadow.name} stopped at ${shadow.failure.position}: ${shadow.failure.message}`);
    const oldGeneration = serving.generation;
    await documents.withTransaction(async () => {
      serving.generation = shadow.generation;
      serving.position = shadow.position;
      serving.failure = null;
      await saveCheckpoint(documents, { ...options.checkpointOf(serving), rebuild: null });
    });
    const dropOld = async () => {
      for (const logical of serving.definition.collections) await documents.dropCollection(physicalName(logical, oldGeneration));
    };
    setTimeout(
      () => void dropOld().catch((error) => logger.warn(`Could not drop old collections: ${String(error)}`)),
      options.dropOldAfterMs ?? 10_000,
    ).unref();
  });
  logger.log(`Projection ${serving.name} rebuilt into generation ${serving.generation} at position ${serving.position} in ${Date.now() - started} ms`);
  await options.afterSwitch();
}

/** Applies up to `maxBatches` batches; 'more' while the shadow is behind the live loop. */
async function catchUp(options: RebuildOptions, unit: BatchUnit, maxBatches: number, slicer: Slicer): Promise<'more' | 'done'> {
  const { eventStore, documents, shadow } = options;
  const batchSize = options.batchSize ?? 2000;
  for (let batch = 0; batch < maxBatches; batch++) {
    if (options.cancelled()) throw new Error(`Rebuild of ${shadow.name} cancelled: the projector is stopping`);
    if (shadow.failure) return 'done';
    // Read before the batch: whatever the read below does not reach was appended after this.
    await shareTheLoop(SLICE_BUDGET_MS);
    const head = await eventStore.headPosition();
    // Only the projection's own event types: most of the log is other projections' business, and
    // reading (and parsing) all of it once per projection being built cost a quarter of a first build.
    const events = await eventStore.readAll({ fromPosition: shadow.position, maxCount: batchSize, filter: { eventTypes: [...shadow.definition.eventTypes] } });
    const ignored: ChangeAnnouncement[] = [];
    for (let from = 0; from < events.length && !shadow.failure;) {
      await shareTheLoop(SLICE_BUDGET_MS);
      const slice = events.slice(from, (from += slicer.size));
      const started = performance.now();
      await applyBatch(documents, [shadow], slice, ignored, async () => undefined, unit);
      slicer.took(slice.length, performance.now() - started);
    }
    if (events.length < batchSize) {
      // The read reached the end of the log: nothing up to `head` is left for this projection.
      if (!shadow.failure) shadow.position = Math.max(shadow.position, head);
      if (events.length === 0 || shadow.position >= options.livePosition()) return 'done';
    }
    // Let requests in between batches: the serving projection keeps answering during a rebuild.
    await shareTheLoop(SLICE_BUDGET_MS);
  }
  return 'more';
}

/** Sizes the slices of events applied in one turn of the event loop to about SLICE_BUDGET_MS. */
class Slicer {
  size = 200;

  took(events: number, ms: number): void {
    if (events < this.size) return;
    const perEvent = Math.max(ms, 0.1) / events;
    // Halfway towards the size that fits the budget, so one slow slice (a GC) does not swing it.
    const fitting = Math.floor(SLICE_BUDGET_MS / perEvent);
    this.size = Math.min(5_000, Math.max(20, Math.round((this.size + fitting) / 2)));
  }
}
