import type { Collection, DocumentStore } from '@notary/document-store';
import { bulkSaver } from './bulk-save';
import type { ProjectedDocument } from './projection';
import { shareTheLoop } from './share-the-loop';
import type { WorkMeter } from './work-meter';

/**
 * Documents kept per collection between batches (a few hundred MB at most for 2 KB documents);
 * beyond this they are dropped after a flush and read again when needed.
 */
const MAX_CACHED_PER_COLLECTION = 100_000;
/**
 * A long flush yields now and then, so the API keeps answering while it writes: 250 writes are a
 * few milliseconds (2,000 held the loop for tens of them with the expenses' indexes).
 */
const WRITES_BETWEEN_YIELDS = 250;
/** Pending documents put in order (orderPendingByOwner) between turns of a shared event loop. */
const ORDERED_BETWEEN_YIELDS = 5_000;
/** Ids remembered for a collection that started empty; beyond this it is read from the store again. */
const MAX_KNOWN_IDS = 2_000_000;
/**
 * The fewest documents a rebuild writes per transaction. Fewer would bound each commit tighter, but
 * a commit writes every page its documents touched, and small commits write the same index pages
 * over and over: at 25 per commit a first build took a fifth more CPU than at 500.
 */
const MIN_WRITES_PER_TRANSACTION = 500;
/** A rebuild's bounded writes share each turn of the event loop with the API (see share-the-loop.ts). */
const FLUSH_BUDGET_MS = 12;

/**
 * A unit of work for the projector in a transactional store: documents the projections read and
 * write by _id stay in memory, and each changed document is written once per batch, inside the
 * batch's transaction. The unit lives across batches, so a summary bucket or a busy signing is read
 * from the store once, not once per event. Only the projector writes these collections, so what it
 * holds stays true; if a batch is abandoned the unit is reset.
 */
export class BatchUnit {
  private readonly collections = new Map<string, CachedDocuments>();
  /** The same collections while they open (see collection()): one open per collection. */
  private readonly opening = new Map<string, Promise<CachedDocuments>>();

  /**
   * @param deferUpTo changed documents a batch may leave unwritten. The serving projector writes
   * every batch (0): its checkpoint must never run ahead of its documents. A side-by-side rebuild
   * serves nothing until it switches, so it writes only when this many changes are pending, and at
   * the switch: most documents are then written once in all.
   */
  constructor(
    private readonly documents: DocumentStore,
    private readonly deferUpTo = 0,
    private readonly meter: WorkMeter | null = null,
  ) {}

  /** The same promise for every call (a projection asks for its collections on every event). */
  collection(physical: string): Promise<CachedDocuments> {
    const known = this.opening.get(physical);
    if (known) return known;
    const opened = this.open(physical);
    this.opening.set(physical, opened);
    // A failed open is tried again by the next call (unless a reset came in between).
    opened.catch(() => {
      if (this.opening.get(physical) === opened) this.opening.delete(physical);
    });
    return opened;
  }

  private async open(physical: string): Promise<CachedDocuments> {
    const store = this.documents.collection<ProjectedDocument>(physical);
    // A collection that starts empty (a rebuild, a first catch-up) is known completely: a document
    // the unit has not written does not exist, and need not be looked for.
    const empty = (await store.countDocuments({})) === 0;
    const cached = new CachedDocuments(store, empty, this.meter);
    this.collections.set(physical, cached);
    return cached;
  }

  async flush(): Promise<void> {
    for (const cached of this.collections.values()) await cached.flush();
  }

  get pending(): number {
    let pending = 0;
    for (const cached of this.collections.values()) pending += cached.pending;
    return pending;
  }

  /**
   * Writes what is pending in transactions of at most `perTransaction` documents, with a turn of the
   * event loop between them: for a rebuild's collections, which serve nothing until the switch, so
   * they need not change in one transaction (one commit of 100,000 documents held the API's event
   * loop for most of a second). Each transaction is also sized, as it goes, to take about `budgetMs`:
   * the projector's live loop, on the same thread, waits for it (and, sharing the loop with the API,
   * so do requests: FLUSH_BUDGET_MS).
   */
  async flushInSlices(perTransaction: number, budgetMs = FLUSH_BUDGET_MS): Promise<void> {
    for (const cached of this.collections.values()) {
      await cached.orderPendingByOwner();
      while (cached.pending > 0) {
        await shareTheLoop(FLUSH_BUDGET_MS);
        const size = Math.min(perTransaction, this.sliceSize);
        const started = performance.now();
        await this.documents.withTransaction(() => cached.flush(size));
        this.fitSlice(size, performance.now() - started, budgetMs, Math.max(perTransaction, MIN_WRITES_PER_TRANSACTION));
      }
    }
  }

  /** Documents per transaction in flushInSlices, sized as it goes to what fits its budget. */
  private sliceSize = MIN_WRITES_PER_TRANSACTION;

  /**
   * A commit writes every page its documents touched, synchronously: larger commits when they are
   * quick, down to MIN_WRITES_PER_TRANSACTION when they are not. Halfway towards the size that fits,
   * so one slow commit (a WAL checkpoint) does not swing it.
   */
  private fitSlice(documents: number, ms: number, budgetMs: number, max: number): void {
    const fitting = Math.floor(budgetMs / (Math.max(ms, 0.1) / documents));
    this.sliceSize = Math.min(max, Math.max(MIN_WRITES_PER_TRANSACTION, Math.round((this.sliceSize + fitting) / 2)));
  }

  /** The end of a batch: writes what is pending, unless it may wait (see deferUpTo). */
  async endOfBatch(): Promise<void> {
    if (this.pending > this.deferUpTo) await this.flush();
  }

  /** After an abandoned batch: nothing held can be trusted. */
  reset(): void {
    this.collections.clear();
    this.opening.clear();
  }
}

interface Entry {
  /** null: the document does not exist (or is deleted in this unit). */
  document: ProjectedDocument | null;
  /** Whether the store holds the id now; null when not known (then a write upserts). */
  stored: boolean | null;
}

export class CachedDocuments {
  private readonly entries = new Map<string, Entry>();
  private dirty = new Set<string>();
  /** For a collection that started empty: the ids the store holds (all written by this unit). */
  private known: Set<string> | null;

  constructor(
    readonly store: Collection<ProjectedDocument>,
    startedEmpty: boolean,
    private readonly meter: WorkMeter | null = null,
  ) {
    this.known = startedEmpty ? new Set() : null;
  }

  get pending(): number {
    return this.dirty.size;
  }

  /**
   * Puts the pending documents in the order of their notary (by OwnerId; one notary's in the order
   * they came), for a flush of many in several transactions (a rebuild's). A commit writes every page
   * its rows touched, and nearly every index of a read model begins with OwnerId: in the order the
   * log made them (notaries mixed) each transaction of 500 touched pages all over every index. In
   * notary order it touches a few neighbouring pages of each; measured with raw SQLite on the bench
   * log's 259,000 documents: 167 µs a document before, 95 µs after. Only the notaries are sorted, and
   * the API gets turns of the event loop meanwhile: at once, 50,000 documents held it 100-400 ms.
   */
  async orderPendingByOwner(): Promise<void> {
    if (this.dirty.size < 2) return;
    const byOwner = new Map<string, string[]>();
    let seen = 0;
    for (const id of [...this.dirty]) {
      if (++seen % ORDERED_BETWEEN_YIELDS === 0) await shareTheLoop(FLUSH_BUDGET_MS);
      const owner = this.entries.get(id)?.document?.OwnerId;
      const key = typeof owner === 'string' ? owner : '';
      const ids = byOwner.get(key);
      if (ids) ids.push(id);
      else byOwner.set(key, [id]);
    }
    const ordered = new Set<string>();
    for (const owner of [...byOwner.keys()].sort()) {
      for (const id of byOwner.get(owner)!) {
        if (++seen % ORDERED_BETWEEN_YIELDS === 0) await shareTheLoop(FLUSH_BUDGET_MS);
        if (this.dirty.has(id)) ordered.add(id);
      }
    }
    // What was set while this ran (nothing, in a rebuild: it writes between batches) keeps its place after.
    for (const id of this.dirty) ordered.add(id);
    this.dirty = ordered;
  }

  async get(id: string): Promise<ProjectedDocument | null> {
    const cached = this.entries.get(id);
    if (cached) return cached.document;
    if (this.known && !this.known.has(id)) {
      this.entries.set(id, { document: null, stored: false });
      return null;
    }
    const document = await this.store.findOne({ _id: id });
    this.entries.set(id, { document, stored: document !== null });
    return document;
  }

  set(id: string, document: ProjectedDocument | null): void {
    const entry = this.entries.get(id);
    if (entry) entry.document = document;
    else this.entries.set(id, { document, stored: null });
    this.dirty.add(id);
  }

  /** Writes what changed since the last flush (at most `limit` documents); clean documents stay cached up to a bound. */
  async flush(limit = Number.POSITIVE_INFINITY): Promise<void> {
    if (this.dirty.size === 0) return;
    const started = performance.now();
    let written = 0;
    const save = bulkSaver(this.store);
    while (this.dirty.size > 0 && written < limit) {
      const chunk: Array<{ id: string; document: ProjectedDocument | null; stored: boolean | null }> = [];
      for (const id of this.dirty) {
        if (chunk.length >= WRITES_BETWEEN_YIELDS || written + chunk.length >= limit) break;
        chunk.push({ id, ...this.entries.get(id)! });
      }
      for (const { id } of chunk) this.dirty.delete(id);
      if (save) await save(chunk);
      else await this.writeOneByOne(chunk);
      for (const change of chunk) {
        const entry = this.entries.get(change.id);
        if (entry) entry.stored = change.document !== null;
        this.remember(change.id, change.document !== null);
      }
      written += chunk.length;
      // Inside the batch's transaction: other writers wait, but requests and timers get their turn.
      if (this.dirty.size > 0 && written < limit) await shareTheLoop(FLUSH_BUDGET_MS);
    }
    this.meter?.wrote(this.store.name, written, performance.now() - started);
    if (this.dirty.size === 0 && this.entries.size > MAX_CACHED_PER_COLLECTION) this.entries.clear();
  }

  /** For a store without saveDocuments: the port's calls, one per document. */
  private async writeOneByOne(chunk: Array<{ id: string; document: ProjectedDocument | null; stored: boolean | null }>): Promise<void> {
    const inserts: ProjectedDocument[] = [];
    for (const { id, document, stored } of chunk) {
      if (document && stored === false) inserts.push(document);
      else if (document) await this.store.replaceOne({ _id: id }, document, { upsert: true });
      else if (stored !== false) await this.store.deleteOne({ _id: id });
    }
    // New documents go in together: no lookup of a document that is known not to be there.
    if (inserts.length) await this.store.insertMany(inserts);
  }

  /** After a write by filter, cached copies may be stale: forget them (nothing is dirty then). */
  forget(): void {
    this.entries.clear();
  }

  private remember(id: string, exists: boolean): void {
    if (!this.known) return;
    if (exists) this.known.add(id);
    else this.known.delete(id);
    if (this.known.size > MAX_KNOWN_IDS) this.known = null;
  }
}
