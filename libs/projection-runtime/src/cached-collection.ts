import { withFields } from '@notary/events';
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
 * A projection's collection inside the projector's unit of work: reads and writes by _id go through
 * the cache; anything else writes the pending changes first and goes to the store. Documents carry
 * `_position` exactly as on the write-through path, so both build equal read models.
 */
export class CachedProjectedCollection<T extends ProjectedDocument> implements ProjectedCollection<T> {
  constructor(
    private readonly opened: Promise<CachedDocuments>,
    private readonly position: number,
  ) {}

  async find(filter: Filter = {}, options?: FindOptions): Promise<T[]> {
    const cache = await this.flushed();
    return (await cache.store.find(filter, options)) as T[];
  }

  async findOne(filter: Filter): Promise<T | null> {
    const id = idOnly(filter);
    if (id !== null) return (await (await this.opened).get(id)) as T | null;
    const cache = await this.flushed();
    return (await cache.store.findOne(filter)) as T | null;
  }

  async countDocuments(filter: Filter = {}): Promise<number> {
    const cache = await this.flushed();
    return cache.store.countDocuments(filter);
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<void> {
    const cache = await this.opened;
    const id = idOnly(filter);
    if (options.upsert && id === null) throw new Error(`A projection's upsert into ${cache.store.name} must filter by _id`);
    if (id === null) return this.throughStore((store) => store.updateOne(filter, update));
    const current = await cache.get(id);
    if (this.alreadyApplied(current) || (!current && !options.upsert)) return;
    cache.set(id, withFields(applyUpdateInMemory(current, id, update), { _position: this.position }));
  }

  updateMany(filter: Filter, update: Update): Promise<void> {
    return this.throughStore((store) => store.updateMany(filter, update));
  }

  async deleteOne(filter: Filter): Promise<void> {
    const id = idOnly(filter);
    if (id === null) return this.throughStore((store) => store.deleteOne(filter));
    const cache = await this.opened;
    if (!this.alreadyApplied(await cache.get(id))) cache.set(id, null);
  }

  deleteMany(filter: Filter): Promise<void> {
    return this.throughStore((store) => store.deleteMany(filter));
  }

  async evolve(id: string, change: (current: T | null) => Omit<T, '_id' | '_position'> | null): Promise<void> {
    const cache = await this.opened;
    const current = (await cache.get(id)) as T | null;
    if (this.alreadyApplied(current)) return;
    const next = change(current) as ProjectedDocument | null;
    if (next) Object.assign(next, { _id: id, _position: this.position });
    cache.set(id, next);
  }

  /** The same guard as the write-through path: a document that carries this event is left alone. */
  private alreadyApplied(current: ProjectedDocument | null): boolean {
    return current !== null && typeof current._position === 'number' && current._position >= this.position;
  }

  private async flushed(): Promise<CachedDocuments> {
    const cache = await this.opened;
    await cache.flush();
    return cache;
  }

  private async throughStore(write: (store: PositionGuardedCollection<ProjectedDocument>) => Promise<unknown>): Promise<void> {
    const cache = await this.flushed();
    await write(new PositionGuardedCollection(cache.store, this.position));
    cache.forget();
  }
}
