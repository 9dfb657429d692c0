import { randomUUID } from 'node:crypto';
import type { Collection as DriverCollection, Document as DriverDocument, Filter as DriverFilter, UpdateFilter } from 'mongodb';
import type {
  Collection,
  DeleteResult,
  Document,
  Filter,
  FindOptions,
  IndexOptions,
  PipelineStage,
  SortSpec,
  Update,
  UpdateOptions,
  UpdateResult,
} from '../document-store.port';
import { mapErrors } from './errors';

type Stored = DriverDocument & { _id: string };

/** Whether an upsert with this filter gets its _id from the filter's equality on _id. */
function filterNamesId(filter: Filter): boolean {
  const id = filter._id;
  if (id === undefined) return Array.isArray(filter.$and) && filter.$and.some((clause) => filterNamesId(clause as Filter));
  return typeof id !== 'object' || id === null || '$eq' in (id as object);
}

const asResult = (r: { matchedCount: number; modifiedCount: number; upsertedId?: unknown }): UpdateResult => ({
  matchedCount: r.matchedCount,
  modifiedCount: r.modifiedCount,
  upsertedId: r.upsertedId === null || r.upsertedId === undefined ? null : String(r.upsertedId),
});

/** A thin mapping onto the driver's collection; MongoDB itself defines the semantics. */
export class MongoCollection<T extends Document = Document> implements Collection<T> {
  constructor(private readonly driver: DriverCollection<Stored>) {}

  get name(): string {
    return this.driver.collectionName;
  }

  private run<R>(call: () => Promise<R>): Promise<R> {
    return mapErrors(this.name, call);
  }

  find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    return this.run(async () => {
      const cursor = this.driver.find(filter as DriverFilter<Stored>, {
        sort: options.sort,
        skip: options.skip,
        limit: options.limit,
        projection: options.projection,
      });
      return (await cursor.toArray()) as unknown as T[];
    });
  }

  async findOne(filter: Filter = {}, options: FindOptions = {}): Promise<T | null> {
    const [first] = await this.find(filter, { ...options, limit: 1 });
    return first ?? null;
  }

  countDocuments(filter: Filter = {}): Promise<number> {
    return this.run(() => this.driver.countDocuments(filter as DriverFilter<Stored>));
  }

  insertOne(document: T): Promise<void> {
    return this.run(async () => {
      await this.driver.insertOne(document as unknown as Stored);
    });
  }

  insertMany(documents: T[]): Promise<void> {
    if (documents.length === 0) return Promise.resolve();
    return this.run(async () => {
      await this.driver.insertMany(documents as unknown as Stored[], { ordered: true });
    });
  }

  /**
   * Upserts get a random UUID string _id unless the filter names one: the port's _id is a string,
   * while the server would invent an ObjectId.
   */
  updateOne(filter: Filter, update: Update, options: UpdateOptions = {}): Promise<UpdateResult> {
    const needsId = options.upsert === true && !filterNamesId(filter) && !JSON.stringify(update).includes('"_id"');
    const withId = needsId ? { ...update, $setOnInsert: { ...(update.$setOnInsert as object | undefined), _id: randomUUID() } } : update;
    return this.run(async () =>
      asResult(await this.driver.updateOne(filter as DriverFilter<Stored>, withId as UpdateFilter<Stored>, { upsert: options.upsert })),
    );
  }

  updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    return this.run(async () => asResult(await this.driver.updateMany(filter as DriverFilter<Stored>, update as UpdateFilter<Stored>)));
  }

  replaceOne(filter: Filter, replacement: T, options: UpdateOptions = {}): Promise<UpdateResult> {
    return this.run(async () =>
      asResult(await this.driver.replaceOne(filter as DriverFilter<Stored>, replacement as unknown as Stored, { upsert: options.upsert })),
    );
  }

  deleteOne(filter: Filter): Promise<DeleteResult> {
    return this.run(async () => ({ deletedCount: (await this.driver.deleteOne(filter as DriverFilter<Stored>)).deletedCount }));
  }

  deleteMany(filter: Filter = {}): Promise<DeleteResult> {
    return this.run(async () => ({ deletedCount: (await this.driver.deleteMany(filter as DriverFilter<Stored>)).deletedCount }));
  }

  aggregate<R = Record<string, unknown>>(pipeline: PipelineStage[]): Promise<R[]> {
    return this.run(async () => (await this.driver.aggregate(pipeline).toArray()) as R[]);
  }

  createIndex(keys: SortSpec, options: IndexOptions = {}): Promise<string> {
    // Options are passed only when set: an explicit unique: false could read as "other options".
    const driverOptions = { ...(options.name ? { name: options.name } : {}), ...(options.unique ? { unique: true } : {}) };
    return this.run(() => this.driver.createIndex(keys, driverOptions));
  }
}
