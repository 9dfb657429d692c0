import { MongoClient, MongoServerError, type Db } from 'mongodb';
import type { Document, DocumentStore } from '../document-store.port';
import { MongoCollection } from './mongo-collection';

/** The distributed DocumentStore on MongoDB, through the official driver. */
export class MongoDocumentStore implements DocumentStore {
  /** Writes in withTransaction are not atomic together; see the port. */
  readonly transactional = false;

  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
  ) {}

  /** Connects to `uri`; the database is `dbName`, else the one named in the URI. */
  static async connect(uri: string, dbName?: string): Promise<MongoDocumentStore> {
    // ignoreUndefined: a property set to undefined is left out, as in the embedded store's JSON.
    const client = new MongoClient(uri, { ignoreUndefined: true });
    await client.connect();
    return new MongoDocumentStore(client, client.db(dbName));
  }

  collection<T extends Document = Document>(name: string): MongoCollection<T> {
    return new MongoCollection<T>(this.db.collection(name));
  }

  async listCollections(): Promise<string[]> {
    const infos = await this.db.listCollections({}, { nameOnly: true }).toArray();
    return infos
      .map((info) => info.name)
      .filter((name) => !name.startsWith('system.'))
      .sort();
  }

  async dropCollection(name: string): Promise<void> {
    try {
      await this.db.dropCollection(name);
    } catch (error) {
      // NamespaceNotFound: dropping a collection that does not exist is not an error here.
      if (!(error instanceof MongoServerError && error.code === 26)) throw error;
    }
  }

  /** deleteMany by OwnerId in every collection (see docs/ERASURE.md for what stays on disk). */
  async eraseOwner(ownerId: string): Promise<number> {
    if (typeof ownerId !== 'string' || ownerId === '') throw new Error('eraseOwner needs an owner id');
    let erased = 0;
    for (const name of await this.listCollections()) erased += (await this.db.collection(name).deleteMany({ OwnerId: ownerId })).deletedCount;
    return erased;
  }

  /**
   * Nothing through the driver: WiredTiger reuses freed space and the `compact` command only
   * returns it to the system. What an erasure leaves in the oplog and backups ages out with them.
   */
  async compact(): Promise<void> {}

  /** Runs `work` directly: not atomic (transactional is false); callers make writes idempotent. */
  withTransaction<R>(work: () => Promise<R>): Promise<R> {
    return work();
  }

  /** Drops the whole database; for tests that create a fresh database per run. */
  async dropDatabase(): Promise<void> {
    await this.db.dropDatabase();
  }

  close(): Promise<void> {
    return this.client.close();
  }
}
