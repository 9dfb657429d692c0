import type { Filter, FindOptions, Update } from '@notary/document-store';
import type { CachedDocuments } from './batch-unit';
import { applyUpdateInMemory } from './in-memory-update';
import { PositionGuardedCollection } from './projected-collection';
import type { ProjectedCollection, ProjectedDocument } from './projection';

/** The _id of a filter that is exactly { _id: '...' }, else null. */
function idOnly(filter: Filter): string | null {
  const keys = Object.keys(filter);
  return keys.length === 1 && typeof filter._id === 'string' ? filter._id : null;
}

/**
 * A projection's collection inside a batched, transactional apply: reads and writes by _id go
 * through the batch's cache; anything else writes the pending changes first and goes to the store.
 * Documents carry `_position` exactly as on the write-through path, so both build equal read models.
 */
export class CachedProjectedCollection<T extends ProjectedDocument> implements ProjectedCollection<T> {
  constructor(
    private readonly cache: CachedDocuments,
    private readonly position: number,
  ) {}

  async find(filter: Filter = {}, options?: FindOptions): Promise<T[]> {
    await this.cache.flush();
    return (await this.cache.store.find(filter, options)) as T[];
  }

  async findOne(filter: Filter): Promise<T | null> {
    const id = idOnly(filter);
    if (id !== null) return (await this.cache.get(id)) as T | null;
    await this.cache.flush();
    return (await this.cache.store.findOne(filter)) as T | null;
  }

  async countDocuments(filter: Filter = {}): Promise<number> {
    await this.cache.flush();
    return this.cache.store.countDocuments(filter);
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<void> {
    const id = idOnly(filter);
    if (options.upsert && id === null) throw new Error(`A projection's upsert into ${this.cache.store.name} must filter by _id`);
    if (id === null) return this.throughStore((store) => store.updateOne(filter, update));
    const current = await this.cache.get(id);
    if (this.alreadyApplied(current) || (!current && !options.upsert)) return;
    this.cache.set(id, { ...applyUpdateInMemory(current, id, update), _position: this.position });
  }

  updateMany(filter: Filter, update: Update): Promise<void> {
    return this.throughStore((store) => store.updateMany(filter, update));
  }

  async deleteOne(filter: Filter): Promise<void> {
    const id = idOnly(filter);
    if (id === null) return this.throughStore((store) => store.deleteOne(filter));
    if (!this.alreadyApplied(await this.cache.get(id))) this.cache.set(id, null);
  }

  deleteMany(filter: Filter): Promise<void> {
    return this.throughStore((store) => store.deleteMany(filter));
  }

  async evolve(id: string, change: (current: T | null) => Omit<T, '_id' | '_position'> | null): Promise<void> {
    const current = (await this.cache.get(id)) as T | null;
    if (this.alreadyApplied(current)) return;
    const next = change(current);
    this.cache.set(id, next === null ? null : ({ ...next, _id: id, _position: this.position } as unknown as ProjectedDocument));
  }

  /** The same guard as the write-through path: a document that carries this event is left alone. */
  private alreadyApplied(current: ProjectedDocument | null): boolean {
    return current !== null && typeof current._position === 'number' && current._position >= this.position;
  }

  private async throughStore(write: (store: PositionGuardedCollection<ProjectedDocument>) => Promise<unknown>): Promise<void> {
    await this.cache.flush();
    await write(new PositionGuardedCollection(this.cache.store, this.position));
    this.cache.forget();
  }
}
