import type { Collection, DocumentStore } from '@notary/document-store';
import type { ProjectedDocument } from './projection';
import { shareTheLoop } from './share-the-loop';

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
/** Ids remembered for a collection that started empty; beyond this it is read from the store again. */
const MAX_KNOWN_IDS = 2_000_000;
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

  /**
   * @param deferUpTo changed documents a batch may leave unwritten. The serving projector writes
   * every batch (0): its checkpoint must never run ahead of its documents. A side-by-side rebuild
   * serves nothing until it switches, so it writes only when this many changes are pending, and at
   * the switch: most documents are then written once in all.
   */
  constructor(
    private readonly documents: DocumentStore,
    private readonly deferUpTo = 0,
  ) {}

  async collection(physical: string): Promise<CachedDocuments> {
    let cached = this.collections.get(physical);
    if (!cached) {
      const store = this.documents.collection<ProjectedDocument>(physical);
      // A collection that starts empty (a rebuild, a first catch-up) is known completely: a document
      // the unit has not written does not exist, and need not be looked for.
      const empty = (await store.countDocuments({})) === 0;
      this.collections.set(physical, (cached = new CachedDocuments(store, empty)));
    }
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
   * loop for most of a second).
   */
  async flushInSlices(perTransaction: number): Promise<void> {
    for (const cached of this.collections.values()) {
      while (cached.pending > 0) {
        await shareTheLoop(FLUSH_BUDGET_MS);
        await this.documents.withTransaction(() => cached.flush(perTransaction));
      }
    }
  }

  /** The end of a batch: writes what is pending, unless it may wait (see deferUpTo). */
  async endOfBatch(): Promise<void> {
    if (this.pending > this.deferUpTo) await this.flush();
  }

  /** After an abandoned batch: nothing held can be trusted. */
  reset(): void {
    this.collections.clear();
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
  private readonly dirty = new Set<string>();
  /** For a collection that started empty: the ids the store holds (all written by this unit). */
  private known: Set<string> | null;

  constructor(
    readonly store: Collection<ProjectedDocument>,
    startedEmpty: boolean,
  ) {
    this.known = startedEmpty ? new Set() : null;
  }

  get pending(): number {
    return this.dirty.size;
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
    const inserts: ProjectedDocument[] = [];
    let written = 0;
    for (const id of this.dirty) {
      if (written >= limit) break;
      this.dirty.delete(id);
      const entry = this.entries.get(id)!;
      const { document, stored } = entry;
      if (document && stored === false) inserts.push(document);
      else if (document) await this.store.replaceOne({ _id: id }, document, { upsert: true });
      else if (stored !== false) await this.store.deleteOne({ _id: id });
      entry.stored = document !== null;
      this.remember(id, document !== null);
      if (++written % WRITES_BETWEEN_YIELDS === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    // New documents go in together: no lookup of a document that is known not to be there.
    for (let from = 0; from < inserts.length; from += WRITES_BETWEEN_YIELDS) {
      await this.store.insertMany(inserts.slice(from, from + WRITES_BETWEEN_YIELDS));
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (this.dirty.size === 0 && this.entries.size > MAX_CACHED_PER_COLLECTION) this.entries.clear();
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
