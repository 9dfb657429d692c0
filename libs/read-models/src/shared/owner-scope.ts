import type { Document, Filter, FindOptions } from '@notary/document-store';
import type { ReadModelCatalog } from '@notary/projection-runtime';
import { withFields } from '@notary/events';

/**
 * Every read-model document carries its owner, and every query a notary's request makes goes
 * through this scope, which adds the owner to the filter itself, so no handler can forget it.
 * The owner condition is set last, so nothing in the caller's filter can widen it.
 */
export class OwnerScope {
  constructor(
    private readonly catalog: ReadModelCatalog,
    readonly ownerId: string,
  ) {}

  find<T extends Document>(collection: string, filter: Filter = {}, options?: FindOptions): Promise<T[]> {
    return this.catalog.collection<T>(collection).find(this.scoped(filter), options);
  }

  findOne<T extends Document>(collection: string, filter: Filter = {}, options?: FindOptions): Promise<T | null> {
    return this.catalog.collection<T>(collection).findOne(this.scoped(filter), options);
  }

  count(collection: string, filter: Filter = {}): Promise<number> {
    return this.catalog.collection(collection).countDocuments(this.scoped(filter));
  }

  aggregate<R>(collection: string, pipeline: Record<string, unknown>[]): Promise<R[]> {
    return this.catalog.collection(collection).aggregate<R>([{ $match: { OwnerId: this.ownerId } }, ...pipeline]);
  }

  private scoped(filter: Filter): Filter {
    // Set last, so the owner wins over an OwnerId in the filter; withFields keeps the spread's meaning
    // without a hidden class per query (see its comment).
    return withFields(filter, { OwnerId: this.ownerId });
  }
}
