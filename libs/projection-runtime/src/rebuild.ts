import { constants, PerformanceObserver } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import type { EventStore } from '@notary/event-store';
import type { DocumentStore } from '@notary/document-store';
import type { AppLogger, ChangeAnnouncement } from '@notary/platform';
import { physicalName, saveCheckpoint, saveCheckpoints, type ProjectionCheckpoint } from './checkpoints';
import type { ProjectionRunner } from './runner';
import { applyBatch } from './batch';
import { BatchUnit } from './batch-unit';
import { shareTheLoop } from './share-the-loop';
import type { WorkMeter } from './work-meter';

/**
 * A rebuild holds the documents it changed and writes them when it is done, so that a document the
 * log changes many times is written once. It writes what a projection holds before that when either
 * bound is reached: this many changed documents, or the thread's heap filled to HELD_HEAP_SHARE of
 * its limit. At 100,000 documents the signings' first build over the 206,000-event bench log (about
 * 200,000 documents in its five collections, most of them small) wrote 383,614 documents, most twice.
 */
const DEFERRED_CHANGES = 400_000;
const HELD_HEAP_SHARE = 0.4;

/**
 * The heap in use just after the last full collection: what is alive, not the garbage a busy
 * process has not collected yet. Measured right after each mark-compact (PerformanceObserver 'gc'),
 * only while a rebuild runs: the observer is told of every collection, minor ones too, and a
 * process that rebuilds nothing need not be. Read straight from the heap's size, a process that had
 * worked before the rebuild (the bench's, a test's) counted its garbage as held documents, and its
 * rebuild wrote everything it held again every round: 431,237 signings documents written for
 * 210,404 (bench:store, in-thread).
 */
class LiveHeap {
  private bytes = 0;
  private rebuilds = 0;
  private readonly observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if ((entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
        this.bytes = getHeapStatistics().used_heap_size;
      }
    }
  });

  /** Watched from the first rebuild that starts to the last that ends (rebuilds may overlap). */
  watch(): void {
    if (this.rebuilds++ > 0) return;
    // Nothing known until the next full collection, which V8 runs before the heap runs out.
    this.bytes = 0;
    this.observer.observe({ entryTypes: ['gc'] });
  }

  unwatch(): void {
    if (--this.rebuilds === 0) this.observer.disconnect();
  }

  /** True when the heap holds too much for a rebuild to keep holding its documents (see above). */
  full(): boolean {
    return this.bytes > HELD_HEAP_SHARE * getHeapStatistics().heap_size_limit;
  }
}
const liveHeap = new LiveHeap();

/**
 * Documents per transaction when a rebuild writes what it holds on a loop it shares with the API
 * (tests, or a projector on the API's thread): the fewest that keep commits from writing the same
 * index pages over and over (MIN_WRITES_PER_TRANSACTION). Each is tens of milliseconds, not the
 * shared loop's 12 ms slice: about 45 ms for signings' documents at the benchmark's full size.
 */
const WRITES_PER_TRANSACTION = 500;
/**
 * On a thread of its own (`ownThread`) transactions grow up to this many documents, as long as each
 * takes at most OWN_THREAD_FLUSH_BUDGET_MS: a commit writes every page its documents touched, and
 * small commits of documents with random ids write the same pages over and over (a profile of the
 * bench's first build, on the test's thread: 22.7 s of its 81 s committing). The budget bounds how
 * long the live loop, on the same thread, waits for the next save's push: at about 90 µs a
 * document, 50,000 in one transaction would hold it for seconds.
 */
const OWN_THREAD_WRITES_PER_TRANSACTION = 50_000;
const OWN_THREAD_FLUSH_BUDGET_MS = 100;
/**
 * How long a rebuild may hold the event loop it shares with the API (embedded mode) before it lets
 * requests in: it applies events in slices sized to about this, measured as it goes.
 */
export const SLICE_BUDGET_MS = 12;

export interface RebuildOptions {
  eventStore: EventStore;
  documents: DocumentStore;
  logger: AppLogger;
  /**
   * The projections rebuilt together: each serving runner (its collections serve queries until the
   * switch) and its shadow, the same projection on the next generation starting from position 0.
   * They share one read of the log: on a first start every projection is built, and reading the log
   * once per projection cost more than applying it.
   */
  members: ReadonlyArray<{ serving: ProjectionRunner; shadow: ProjectionRunner }>;
  checkpointOf(runner: ProjectionRunner): ProjectionCheckpoint;
  /** Runs a section while the live loop is paused between batches. */
  whilePaused<T>(section: () => Promise<T>): Promise<T>;
  /** The last position the live loop has applied. */
  livePosition(): number;
  /** Called once with the projections that now serve from their new generation. */
  afterSwitch(switched: ProjectionRunner[]): Promise<void>;
  /** Called for each projection whose rebuild stopped on an event (the others go on). */
  failed(serving: ProjectionRunner, error: Error): void;
  /** True once the projector is stopping: the rebuild gives up. */
  cancelled(): boolean;
  batchSize?: number;
  /**
   * True when no request waits on this thread's event loop (the background thread, the projector's
   * own process): what the rebuild holds is then written in transactions that grow while each takes
   * at most OWN_THREAD_FLUSH_BUDGET_MS.
   */
  ownThread?: boolean;
  /** How long old collections stay after the switch, for API instances still reading them. */
  dropOldAfterMs?: number;
  meter?: WorkMeter;
}

interface Member {
  serving: ProjectionRunner;
  shadow: ProjectionRunner;
  handled: ReadonlySet<string>;
  /** Nothing is written inside a batch: the rebuild writes what it holds in bounded transactions. */
  unit: BatchUnit;
  out: boolean;
}

/**
 * Replays the log into the shadows' collections while the serving ones keep answering, then, with
 * the live loop paused, applies the last few events and switches the projections to their new
 * generation in one transaction. A shadow that stops on an event leaves the group (`failed`).
 */
export async function rebuildSideBySide(options: RebuildOptions): Promise<void> {
  liveHeap.watch();
  try {
    await rebuild(options);
  } finally {
    liveHeap.unwatch();
  }
}

async function rebuild(options: RebuildOptions): Promise<void> {
  const { documents, logger } = options;
  const started = Date.now();
  const members: Member[] = [];
  for (const { serving, shadow } of options.members) {
    for (const logical of shadow.definition.collections) await documents.dropCollection(physicalName(logical, shadow.generation));
    await shadow.ensureIndexes(documents);
    const unit = new BatchUnit(documents, Number.POSITIVE_INFINITY, options.meter ?? null);
    members.push({ serving, shadow, handled: new Set(shadow.definition.eventTypes), unit, out: false });
  }
  const slicer = new Slicer();
  const active = () => members.filter((member) => !member.out);
  const flush = (member: Member) =>
    options.ownThread
      ? member.unit.flushInSlices(OWN_THREAD_WRITES_PER_TRANSACTION, OWN_THREAD_FLUSH_BUDGET_MS)
      : member.unit.flushInSlices(WRITES_PER_TRANSACTION);
  const flushAll = async () => {
    for (const member of active()) await flush(member);
  };

  // Most of the work happens while the live loop runs; the pause at the end only covers the tail.
  while ((await catchUp(options, members, 5, slicer)) === 'more') {
    // Each projection holds up to its own bound, as when each was rebuilt alone: with one bound for
    // the whole group, every projection wrote its documents out each time the group reached it.
    const full = liveHeap.full();
    for (const member of active()) if (member.unit.pending > (full ? 0 : DEFERRED_CHANGES)) await flush(member);
    // Progress is written between live batches, so it never records a position not yet committed.
    await options.whilePaused(async () => {
      await saveCheckpoints(
        documents,
        active().map(({ serving }) => options.checkpointOf(serving)),
      );
    });
  }
  // Written before the pause: the live loop waits only for the last few events' documents.
  await flushAll();
  const switched = await options.whilePaused(async () => {
    while ((await catchUp(options, members, Number.POSITIVE_INFINITY, slicer)) === 'more');
    await flushAll();
    const ready = active();
    if (ready.length === 0) return [];
    const oldGenerations = ready.map(({ serving }) => serving.generation);
    await documents.withTransaction(async () => {
      for (const { serving, shadow } of ready) {
        serving.generation = shadow.generation;
        serving.position = shadow.position;
        serving.failure = null;
        await saveCheckpoint(documents, { ...options.checkpointOf(serving), rebuild: null });
      }
    });
    const dropOld = async () => {
      for (const [i, { serving }] of ready.entries()) {
        for (const logical of serving.definition.collections) await documents.dropCollection(physicalName(logical, oldGenerations[i]!));
      }
    };
    setTimeout(
      () => void dropOld().catch((error) => logger.warn(`Could not drop old collections: ${String(error)}`)),
      options.dropOldAfterMs ?? 10_000,
    ).unref();
    return ready;
  });
  for (const { serving } of switched) {
    logger.log(`Projection ${serving.name} rebuilt into generation ${serving.generation} at position ${serving.position} in ${Date.now() - started} ms`);
  }
  if (switched.length > 0) await options.afterSwitch(switched.map(({ serving }) => serving));
}

/** Takes a shadow that stopped on an event out of the group; what it held is dropped. */
function leave(options: RebuildOptions, member: Member): void {
  const failure = member.shadow.failure!;
  member.out = true;
  member.unit.reset();
  options.failed(member.serving, new Error(`Rebuild of ${member.shadow.name} stopped at ${failure.position}: ${failure.message}`));
}

/** Applies up to `maxBatches` pages of the log; 'more' while a shadow is behind the live loop. */
async function catchUp(options: RebuildOptions, members: Member[], maxBatches: number, slicer: Slicer): Promise<'more' | 'done'> {
  const { eventStore, documents } = options;
  const batchSize = options.batchSize ?? 2000;
  for (let batch = 0; batch < maxBatches; batch++) {
    if (options.cancelled()) throw new Error(`Rebuild of ${members.map((m) => m.shadow.name).join(', ')} cancelled: the projector is stopping`);
    const active = members.filter((member) => !member.out);
    if (active.length === 0) return 'done';
    // Read before the batch: whatever the read below does not reach was appended after this.
    await shareTheLoop(SLICE_BUDGET_MS);
    const head = await eventStore.headPosition();
    // Only the members' own event types: most of the log is other projections' business.
    const types = new Set(active.flatMap((member) => member.shadow.definition.eventTypes));
    const from = Math.min(...active.map((member) => member.shadow.position));
    const events = await eventStore.readAll({ fromPosition: from, maxCount: batchSize, filter: { eventTypes: [...types] } });
    const ignored: ChangeAnnouncement[] = [];
    for (let at = 0; at < events.length;) {
      await shareTheLoop(SLICE_BUDGET_MS);
      const slice = events.slice(at, (at += slicer.size));
      const started = performance.now();
      for (const member of active) {
        if (member.out) continue;
        const { shadow, handled } = member;
        // A member with nothing of its own in the slice opens no transaction.
        if (!slice.some((event) => event.position > shadow.position && handled.has(event.type))) continue;
        await applyBatch(documents, [shadow], slice, ignored, async () => undefined, member.unit);
        if (shadow.failure) leave(options, member);
      }
      slicer.took(slice.length, performance.now() - started);
    }
    const stillActive = active.filter((member) => !member.out);
    if (events.length < batchSize) {
      // The read reached the end of the log: nothing up to `head` is left for these projections.
      for (const { shadow } of stillActive) shadow.position = Math.max(shadow.position, head);
      if (events.length === 0 || stillActive.every(({ shadow }) => shadow.position >= options.livePosition())) return 'done';
    } else {
      // The page ended before the log did: each member has seen everything up to its last event.
      const last = events[events.length - 1]!.position;
      for (const { shadow } of stillActive) shadow.position = Math.max(shadow.position, last);
    }
    // Let requests in between batches: the serving projection keeps answering during a rebuild.
    await shareTheLoop(SLICE_BUDGET_MS);
  }
  return 'more';
}

/** Sizes slices of work (events applied, documents written) to about SLICE_BUDGET_MS each. */
export class Slicer {
  constructor(
    public size = 200,
    private readonly min = 20,
    private readonly max = 5_000,
    private readonly budgetMs = SLICE_BUDGET_MS,
  ) {}

  took(items: number, ms: number): void {
    if (items < this.size) return;
    const perItem = Math.max(ms, 0.1) / items;
    // Halfway towards the size that fits the budget, so one slow slice (a GC) does not swing it.
    const fitting = Math.floor(this.budgetMs / perItem);
    this.size = Math.min(this.max, Math.max(this.min, Math.round((this.size + fitting) / 2)));
  }
}
