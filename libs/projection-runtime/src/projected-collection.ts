import { withFields } from '@notary/events';
import { DuplicateKeyError, type Collection, type Filter, type FindOptions, type Update } from '@notary/document-store';
import type { ProjectedCollection, ProjectedDocument } from './projection';

/** Matches documents not yet touched by the event at `position` (or by any later one). */
const notYetApplied = (position: number): Filter => ({ _position: { $not: { $gte: position } } });

const guarded = (filter: Filter, position: number): Filter => ({ $and: [filter, notYetApplied(position)] });

function withPosition(update: Update, position: number): Update {
  const set = (update.$set as Record<string, unknown> | undefined) ?? {};
  return withFields(update, { $set: withFields(set, { _position: position }) });
}

export class PositionGuardedCollection<T extends ProjectedDocument> implements ProjectedCollection<T> {
  constructor(
    private readonly collection: Collection<T>,
    private readonly position: number,
  ) {}

  find(filter: Filter = {}, options?: FindOptions): Promise<T[]> {
    return this.collection.find(filter, options);
  }

  findOne(filter: Filter): Promise<T | null> {
    return this.collection.findOne(filter);
  }

  countDocuments(filter: Filter = {}): Promise<number> {
    return this.collection.countDocuments(filter);
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<void> {
    if (options.upsert && typeof filter._id !== 'string') {
      throw new Error(`A projection's upsert into ${this.collection.name} must filter by _id`);
    }
    try {
      await this.collection.updateOne(guarded(filter, this.position), withPosition(update, this.position), options);
    } catch (error) {
      // The document exists and already carries this event (or a later one): nothing to do.
      if (options.upsert && error instanceof DuplicateKeyError) return;
      throw error;
    }
  }

  async updateMany(filter: Filter, update: Update): Promise<void> {
    await this.collection.updateMany(guarded(filter, this.position), withPosition(update, this.position));
  }

  async deleteOne(filter: Filter): Promise<void> {
    await this.collection.deleteOne(guarded(filter, this.position));
  }

  async deleteMany(filter: Filter): Promise<void> {
    await this.collection.deleteMany(guarded(filter, this.position));
  }

  async evolve(id: string, change: (current: T | null) => Omit<T, '_id' | '_position'> | null): Promise<void> {
    const current = await this.collection.findOne({ _id: id });
    if (current && typeof current._position === 'number' && current._position >= this.position) return;
    const next = change(current);
    if (next === null) {
      if (current) await this.deleteOne({ _id: id });
      return;
    }
    const replacement = Object.assign(next, { _id: id, _position: this.position }) as unknown as T;
    try {
      await this.collection.replaceOne(guarded({ _id: id }, this.position), replacement, { upsert: true });
    } catch (error) {
      if (error instanceof DuplicateKeyError) return;
      throw error;
    }
  }
}
