import type { Collection, DocumentStore } from '@notary/document-store';
import type { ProjectedDocument } from './projection';

interface Entry {
  /** null: known not to exist (or deleted in this batch). */
  document: ProjectedDocument | null;
  dirty: boolean;
}

/**
 * A unit of work for one batch of events in a transactional store: documents the projections read
 * and write by _id stay in memory, and each changed document is written once when the batch ends,
 * inside the batch's transaction. A summary bucket touched by 300 signings of a batch is read once
 * and written once instead of 300 times each. Queries other than by _id first write what is pending
 * in that collection, so they see everything applied so far.
 */
export class BatchUnit {
  private readonly collections = new Map<string, CachedDocuments>();

  constructor(private readonly documents: DocumentStore) {}

  collection(physical: string): CachedDocuments {
    let cached = this.collections.get(physical);
    if (!cached) this.collections.set(physical, (cached = new CachedDocuments(this.documents.collection<ProjectedDocument>(physical))));
    return cached;
  }

  async flush(): Promise<void> {
    for (const cached of this.collections.values()) await cached.flush();
  }
}

export class CachedDocuments {
  private readonly entries = new Map<string, Entry>();

  constructor(readonly store: Collection<ProjectedDocument>) {}

  async get(id: string): Promise<ProjectedDocument | null> {
    const entry = this.entries.get(id);
    if (entry) return entry.document;
    const document = await this.store.findOne({ _id: id });
    this.entries.set(id, { document, dirty: false });
    return document;
  }

  set(id: string, document: ProjectedDocument | null): void {
    this.entries.set(id, { document, dirty: true });
  }

  /** Writes what changed; the entries stay cached (they now equal the store). */
  async flush(): Promise<void> {
    for (const [id, entry] of this.entries) {
      if (!entry.dirty) continue;
      if (entry.document) await this.store.replaceOne({ _id: id }, entry.document, { upsert: true });
      else await this.store.deleteOne({ _id: id });
      entry.dirty = false;
    }
  }

  /** After a write by filter, cached copies may be stale: forget them (nothing is dirty then). */
  forget(): void {
    this.entries.clear();
  }
}
