import { withFields } from '@notary/events';
import { findInMemory, type Filter, type FindOptions, type Update } from '@notary/document-store';
import { applyUpdateInMemory } from './in-memory-update';
import type { ProjectedCollection, ProjectedDocument } from './projection';

/**
 * A projection's collection held in a Map: no database, MongoDB's query language through the
 * embedded store's own query code, its update language as applyUpdateInMemory does it, and the same
 * position guard as the stores, so a projection behaves exactly as it does against them. Documents
 * are replaced, never changed in place.
 */
export class MemoryCollection<T extends ProjectedDocument> implements ProjectedCollection<T> {
  constructor(
    readonly documents: Map<string, ProjectedDocument>,
    private readonly position: number,
  ) {}

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    // A projection's writes name one document by _id: a Map lookup, not a scan of every document
    // (a replay of 10,000 events would otherwise be quadratic). Same answer as the query would give.
    if (isIdOnly(filter) && !options.projection) {
      const found = this.documents.get(filter._id) as T | undefined;
      return found && !options.skip ? [found] : [];
    }
    // Otherwise the embedded store's own query over the documents, so a replay reads as the store does.
    return findInMemory([...this.documents.values()] as T[], filter, options);
  }

  async findOne(filter: Filter): Promise<T | null> {
    if (isIdOnly(filter)) return (this.documents.get(filter._id) as T | undefined) ?? null;
    return (await this.find(filter, { limit: 1 }))[0] ?? null;
  }

  async countDocuments(filter: Filter = {}): Promise<number> {
    return (await this.find(filter)).length;
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<void> {
    const [current] = await this.find(filter, { limit: 1 });
    if (current) return this.update(current, update);
    if (!options.upsert) return;
    if (typeof filter._id !== 'string') throw new Error("A projection's upsert must filter by _id");
    this.documents.set(filter._id, withFields(applyUpdateInMemory(null, filter._id, update), { _position: this.position }));
  }

  async updateMany(filter: Filter, update: Update): Promise<void> {
    for (const current of await this.find(filter)) this.update(current, update);
  }

  async deleteOne(filter: Filter): Promise<void> {
    const [current] = await this.find(filter, { limit: 1 });
    if (current && !this.applied(current)) this.documents.delete(current._id);
  }

  async deleteMany(filter: Filter): Promise<void> {
    for (const current of await this.find(filter)) if (!this.applied(current)) this.documents.delete(current._id);
  }

  async evolve(id: string, change: (current: T | null) => Omit<T, '_id' | '_position'> | null): Promise<void> {
    const current = (this.documents.get(id) as T | undefined) ?? null;
    if (current && this.applied(current)) return;
    const next = change(current) as ProjectedDocument | null;
    if (next) this.documents.set(id, Object.assign(next, { _id: id, _position: this.position }));
    else this.documents.delete(id);
  }

  private update(current: ProjectedDocument, update: Update): void {
    if (this.applied(current)) return;
    this.documents.set(current._id, withFields(applyUpdateInMemory(current, current._id, update), { _position: this.position }));
  }

  private applied(document: ProjectedDocument): boolean {
    return typeof document._position === 'number' && document._position >= this.position;
  }
}

function isIdOnly(filter: Filter): filter is { _id: string } {
  const keys = Object.keys(filter);
  return keys.length === 1 && typeof filter._id === 'string';
}
