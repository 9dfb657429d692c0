import { InvalidQueryError, type DocumentStore } from '../document-store.port';
import { dropCollection, ensureCatalog, listCollectionNames } from './catalog';
import { StoreEngine, type StoreOptions } from './connection';
import { SqliteCollection } from './sqlite-collection';

/**
 * The embedded DocumentStore: one SQLite file (WAL, synchronous=FULL), one table per collection
 * plus one table per index, MongoDB query semantics through mingo. Common filters, updates and
 * projections take fast paths (fast-*.ts) that give mingo's answers and defer to it otherwise.
 * The catalog is kept in memory (catalog-cache.ts), so one store must be the only writer of its
 * file (embedded mode locks DATA_DIR); a store that only reads a file another thread writes is
 * opened `writtenElsewhere`, and checks the catalog's version in each read's snapshot.
 *
 * Where it knowingly differs from MongoDB:
 * - Sort ties are broken by _id ascending (MongoDB leaves their order unspecified), so that every
 *   plan returns the same page. Without a sort the order is unspecified, as in MongoDB.
 * - Values are JSON data only: Date, NaN, Infinity, functions and class instances are refused with
 *   InvalidQueryError; properties set to undefined are dropped. _id must be a string.
 * - $where, $function and $accumulator are refused (no caller JavaScript runs in-process), as are
 *   $currentDate and $bit (they produce BSON types), and $lookup/$out/$merge/$unionWith.
 * - Matching and aggregation are mingo's. Known gaps: { 'a.b': null } does not match an array of
 *   subdocuments where one lacks b; string ranges in filters mingo runs compare UTF-16 code units,
 *   which differ from MongoDB's UTF-8 order only between astral characters and U+E000-U+FFFF (the
 *   fast path, index conditions and find's sort use MongoDB's order); a $sort stage orders arrays
 *   as mingo does. Inclusion projections mingo runs (dotted paths) list fields in projection order
 *   and _id last; top-level ones keep the document's order, as MongoDB does.
 * - $set and $setOnInsert on the same path: MongoDB refuses the update; here $setOnInsert wins.
 * - A compound index over two array fields is built (cartesian product of the elements); MongoDB
 *   refuses such "parallel arrays". Only the simple (binary) collation exists.
 * - ':memory:' stores read through the writer, so they have no isolation from open transactions.
 */
export class SqliteDocumentStore implements DocumentStore {
  readonly transactional = true;
  private readonly collections = new Map<string, SqliteCollection>();

  private constructor(private readonly engine: StoreEngine) {}

  /** Opens (creating if needed) the store at `filePath`; ':memory:' gives a private, non-isolated store. */
  static async open(filePath: string, options: StoreOptions = {}): Promise<SqliteDocumentStore> {
    const engine = StoreEngine.open(filePath, options);
    try {
      ensureCatalog(engine.writer.db);
    } catch (error) {
      await engine.close();
      throw new Error(`Cannot open the document store at "${filePath}": ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    return new SqliteDocumentStore(engine);
  }

  collection<T extends { _id: string } & Record<string, unknown>>(name: string): SqliteCollection<T> {
    // MongoDB's rules for collection names: non-empty, no '$' or NUL, not in the system namespace.
    if (typeof name !== 'string' || name === '' || /[$\0]/.test(name) || name.startsWith('system.')) {
      throw new InvalidQueryError(`Invalid collection name: ${JSON.stringify(name)}`);
    }
    let collection = this.collections.get(name);
    if (!collection) this.collections.set(name, (collection = new SqliteCollection(this.engine, name)));
    return collection as unknown as SqliteCollection<T>;
  }

  async listCollections(): Promise<string[]> {
    return this.engine.read((conn) => listCollectionNames(conn));
  }

  async dropCollection(name: string): Promise<void> {
    await this.engine.write((conn) => dropCollection(conn, this.engine.catalog, name));
    // The reader cached statements on the dropped tables too.
    this.engine.reader.clearStatements();
  }

  /**
   * Deletes the owner's documents with secure_delete on (freed cells and pages are zeroed), then
   * compacts. The collections are those of this file, every generation of every read model.
   */
  async eraseOwner(ownerId: string): Promise<number> {
    if (typeof ownerId !== 'string' || ownerId === '') throw new InvalidQueryError('eraseOwner needs an owner id');
    const secure = await this.engine.exclusive((db) => Number(db.pragma('secure_delete', { simple: true })) === 1);
    await this.engine.exclusive((db) => db.pragma('secure_delete = ON'));
    try {
      let erased = 0;
      for (const name of await this.listCollections()) erased += (await this.collection(name).deleteMany({ OwnerId: ownerId })).deletedCount;
      await this.compact();
      return erased;
    } finally {
      if (!secure) await this.engine.exclusive((db) => db.pragma('secure_delete = OFF'));
    }
  }

  /** VACUUM, then a TRUNCATE checkpoint: no freed page in the file, no old frame in `-wal`. */
  async compact(): Promise<void> {
    await this.engine.exclusive((db) => {
      db.exec('VACUUM');
      // Busy while a reader holds old frames (after the busy timeout), or at once while another
      // connection checkpoints (the server's checkpointer thread, briefly every quarter second).
      const deadline = Date.now() + 10_000;
      for (;;) {
        const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as Array<{ busy: number }>;
        if (!result || result.busy === 0) break;
        if (Date.now() > deadline) throw new Error('The write-ahead log could not be emptied: a reader still holds it');
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
      }
    });
    // VACUUM may change the pages statements were prepared against; SQLite re-prepares them, but the
    // reader's cache is cleared as after a drop, to be safe.
    this.engine.reader.clearStatements();
  }

  withTransaction<R>(work: () => Promise<R>): Promise<R> {
    return this.engine.tx.run(work);
  }

  /** journal_mode and synchronous as the writer connection runs them (2 = FULL). */
  durability(): { journalMode: string; synchronous: number } {
    return { journalMode: String(this.engine.pragma('journal_mode')), synchronous: Number(this.engine.pragma('synchronous')) };
  }

  close(): Promise<void> {
    return this.engine.close();
  }
}
