/**
 * The subset of MongoDB's collection API that read models use. Projections and queries are
 * written once against this port; the embedded (SQLite) and MongoDB adapters both pass the same
 * contract suite.
 *
 * Documents are JSON data: strings, finite numbers, booleans, null, arrays and plain objects.
 * Dates are stored as ISO 8601 strings, which sort correctly as strings in both adapters.
 */
export type Document = { _id: string } & Record<string, unknown>;

/** A MongoDB query filter ({ OwnerId: 'u1', Amount: { $gt: 0 } }). */
export type Filter = Record<string, unknown>;
/** A MongoDB update document ({ $set: {...}, $inc: {...} }). */
export type Update = Record<string, unknown>;
export type SortSpec = Record<string, 1 | -1>;
export type Projection = Record<string, 0 | 1>;
export type PipelineStage = Record<string, unknown>;

export interface FindOptions {
  sort?: SortSpec;
  skip?: number;
  limit?: number;
  projection?: Projection;
}

export interface UpdateOptions {
  upsert?: boolean;
}

export interface UpdateResult {
  matchedCount: number;
  modifiedCount: number;
  /** Set when an upsert inserted a new document. */
  upsertedId: string | null;
}

export interface DeleteResult {
  deletedCount: number;
}

export interface IndexOptions {
  name?: string;
  unique?: boolean;
}

export interface Collection<T extends Document = Document> {
  readonly name: string;
  find(filter?: Filter, options?: FindOptions): Promise<T[]>;
  findOne(filter?: Filter, options?: FindOptions): Promise<T | null>;
  countDocuments(filter?: Filter): Promise<number>;
  insertOne(document: T): Promise<void>;
  /**
   * Inserts in order, as MongoDB's ordered insertMany: a duplicate _id stops it with a
   * DuplicateKeyError, and the documents before it stay inserted.
   */
  insertMany(documents: T[]): Promise<void>;
  updateOne(filter: Filter, update: Update, options?: UpdateOptions): Promise<UpdateResult>;
  updateMany(filter: Filter, update: Update): Promise<UpdateResult>;
  replaceOne(filter: Filter, replacement: T, options?: UpdateOptions): Promise<UpdateResult>;
  deleteOne(filter: Filter): Promise<DeleteResult>;
  deleteMany(filter?: Filter): Promise<DeleteResult>;
  aggregate<R = Record<string, unknown>>(pipeline: PipelineStage[]): Promise<R[]>;
  createIndex(keys: SortSpec, options?: IndexOptions): Promise<string>;
}

export interface DocumentStore {
  collection<T extends Document = Document>(name: string): Collection<T>;
  listCollections(): Promise<string[]>;
  dropCollection(name: string): Promise<void>;
  /**
   * Runs `work` so that all of its writes commit together or not at all.
   * Embedded: one SQLite transaction (nested calls become savepoints).
   * MongoDB: the writes are NOT atomic together; callers that need exactly-once effects there make
   * each write idempotent instead (the projector guards every document with its last position).
   */
  withTransaction<R>(work: () => Promise<R>): Promise<R>;
  /**
   * Erasure of an account (docs/ERASURE.md): deletes every document whose OwnerId is `ownerId`, in
   * every collection, then compacts (see compact). Answers how many documents went.
   */
  eraseOwner(ownerId: string): Promise<number>;
  /**
   * Leaves no bytes of deleted or replaced documents in the store's files. Embedded: the file is
   * rewritten from its live rows (VACUUM) and the write-ahead log emptied, while writes wait.
   * MongoDB: nothing to do through the driver (WiredTiger reuses the space; see docs/ERASURE.md).
   */
  compact(): Promise<void>;
  /** True when withTransaction really is atomic. */
  readonly transactional: boolean;
  close(): Promise<void>;
}

/** Raised for a duplicate _id or a unique index violation, in both adapters. */
export class DuplicateKeyError extends Error {
  readonly code = 'DOCUMENT_STORE.DUPLICATE_KEY';
  constructor(
    readonly collection: string,
    readonly key: string,
  ) {
    super(`Duplicate key in ${collection}: ${key}`);
  }
}

/** Raised for filters, updates or pipelines the store cannot run (unsupported operator, bad shape). */
export class InvalidQueryError extends Error {
  readonly code = 'DOCUMENT_STORE.INVALID_QUERY';
}
