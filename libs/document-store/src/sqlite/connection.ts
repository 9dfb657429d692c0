import Database from 'better-sqlite3';
import { CatalogCache } from './catalog-cache';
import { TransactionContext } from './tx-context';

type Statement = Database.Statement<unknown[], unknown>;

/** A better-sqlite3 connection with a prepared-statement cache (statements are reused per SQL text). */
export class Connection {
  private readonly statements = new Map<string, Statement>();

  constructor(readonly db: Database.Database) {}

  prepare(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** Forgets statements, e.g. after tables were dropped, so the cache does not grow forever. */
  clearStatements(): void {
    this.statements.clear();
  }
}

/** The catalog's version (moved by triggers, see catalog.ts) as the connection's snapshot sees it. */
const catalogVersion = (conn: Connection): number => (conn.prepare('SELECT version FROM _catalog_version WHERE id = 1').get() as { version: number }).version;

/**
 * The two connections of a store: the writer (all writes, and reads inside a transaction) and a
 * read-only reader that sees only committed data, because WAL gives each read its own snapshot.
 */
export interface StoreOptions {
  /** Overwrite what is deleted or replaced (for stores holding secrets, such as password hashes). */
  secureDelete?: boolean;
  /**
   * The store holds only what can be rebuilt from the event log, with its checkpoints in the same
   * file (the read models). Commits then skip the fsync (synchronous=NORMAL): in WAL mode a commit is
   * still atomic and survives the process being killed; only an operating-system crash or a power
   * cut can drop the latest commits, and then the documents and the checkpoints that cover them go
   * back together, so the projector applies those events again from the log. The fsync per projected
   * batch was a fifth of the server's main thread under 20 saving users.
   */
  rebuildable?: boolean;
  /**
   * Another connection writes this file too: the other thread of an embedded process whose
   * background work runs on a worker thread (the projector writes the read models the API reads;
   * both write the sessions file). Each read then runs in a read transaction, and each write
   * transaction begins, by comparing the catalog's version (collections and indexes, moved by
   * triggers): a collection created, dropped, indexed or re-flagged by the other writer is never
   * read or written through a stale cached catalog.
   */
  writtenElsewhere?: boolean;
  /**
   * The WAL size, in pages, at which a commit of the writer checkpoints. Default SQLite's 1,000;
   * higher where another thread runs the checkpoints (see the infrastructure's WAL checkpointer).
   */
  walAutocheckpointPages?: number;
}

export class StoreEngine {
  readonly tx: TransactionContext;
  readonly catalog = new CatalogCache();
  private closed = false;
  /** The catalog version each connection last saw (stores written elsewhere only). */
  private readonly seenCatalogVersion = new Map<Connection, number>();

  private constructor(
    readonly filePath: string,
    readonly writer: Connection,
    readonly reader: Connection,
    private readonly writtenElsewhere = false,
  ) {
    this.tx = new TransactionContext(writer.db, this.catalog, writtenElsewhere ? () => this.followCatalog(writer) : undefined);
  }

  /** Forgets the cached catalog if another connection changed it since (inside a snapshot or a write lock). */
  private followCatalog(conn: Connection): void {
    const version = catalogVersion(conn);
    const seen = this.seenCatalogVersion.get(conn);
    if (version === seen) return;
    // The cache is shared by both connections: the first to see a new version clears it; each
    // connection forgets its own statements (they may name dropped tables).
    if (seen === undefined || version > Math.max(...this.seenCatalogVersion.values())) this.catalog.clear();
    conn.clearStatements();
    this.seenCatalogVersion.set(conn, version);
  }

  static open(filePath: string, options: StoreOptions = {}): StoreEngine {
    let writerDb: Database.Database | undefined;
    let readerDb: Database.Database | undefined;
    try {
      writerDb = new Database(filePath);
      writerDb.pragma('journal_mode = WAL');
      // FULL: a commit is on disk (WAL fsynced) before it is acknowledged; NORMAL for a rebuildable store.
      writerDb.pragma(options.rebuildable ? 'synchronous = NORMAL' : 'synchronous = FULL');
      writerDb.pragma('busy_timeout = 5000');
      writerDb.pragma(`wal_autocheckpoint = ${Math.trunc(options.walAutocheckpointPages ?? 1000)}`);
      // Read models are rewritten constantly by the projector: a page cache of up to 256 MB (SQLite's
      // default is 2 MB) keeps the index B-trees of the busy collections in memory, and lets a
      // rebuild's large write transaction commit without spilling dirty pages half way (measured:
      // signings rebuild ~20k -> ~23k events/s). It is a ceiling; pages are taken as they are used.
      writerDb.pragma('cache_size = -262144');
      // Deleted and replaced content is overwritten with zeros, not left in free pages (credentials).
      if (options.secureDelete) writerDb.pragma('secure_delete = ON');
      // An in-memory database cannot be shared, so it reads through the writer (no isolation).
      const writer = new Connection(writerDb);
      if (filePath === ':memory:' || filePath === '') return new StoreEngine(filePath, writer, writer);
      readerDb = new Database(filePath, { readonly: true });
      readerDb.pragma('busy_timeout = 5000');
      readerDb.pragma('cache_size = -32768');
      return new StoreEngine(filePath, writer, new Connection(readerDb), options.writtenElsewhere ?? false);
    } catch (error) {
      if (readerDb?.open && readerDb !== writerDb) readerDb.close();
      if (writerDb?.open) writerDb.close();
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Cannot open the document store at "${filePath}": ${reason}`, { cause: error });
    }
  }

  /** A pragma of the writer connection, e.g. to check durability settings. */
  pragma(name: string): unknown {
    this.assertOpen();
    return this.writer.db.pragma(name, { simple: true });
  }

  private assertOpen(): void {
    if (this.closed) throw new Error(`The document store at "${this.filePath}" is closed`);
  }

  /** A read: through the writer inside a transaction (to see its own writes), else the reader. */
  read<R>(fn: (connection: Connection) => R): R {
    this.assertOpen();
    if (this.tx.inTransaction() || this.reader === this.writer) return fn(this.writer);
    // No read transaction: the catalog comes from memory and a read runs one SELECT (its own
    // snapshot). Reads and commits are synchronous, so no commit falls between catalog and data.
    if (!this.writtenElsewhere) return fn(this.reader);
    // Another thread commits whenever it likes: catalog check and data in one snapshot.
    const reader = this.reader;
    reader.prepare('BEGIN').run();
    try {
      this.followCatalog(reader);
      return fn(reader);
    } finally {
      reader.prepare('COMMIT').run();
    }
  }

  async write<R>(fn: (connection: Connection) => R): Promise<R> {
    this.assertOpen();
    return this.tx.write(() => {
      this.assertOpen();
      return fn(this.writer);
    });
  }

  /**
   * Runs `fn` on the writer with every write of this store waiting (the lock close takes), outside
   * any transaction: for VACUUM and checkpoints, which SQLite refuses inside one.
   */
  async exclusive<R>(fn: (db: Database.Database) => R): Promise<R> {
    this.assertOpen();
    if (this.tx.inTransaction()) throw new Error(`The document store at "${this.filePath}" cannot be compacted inside a transaction`);
    await this.tx.root.lock.acquire();
    try {
      this.assertOpen();
      return fn(this.writer.db);
    } finally {
      this.tx.root.lock.release();
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.tx.root.lock.acquire();
    try {
      if (this.closed) return;
      this.closed = true;
      if (this.reader !== this.writer) this.reader.db.close();
      this.writer.db.close();
    } finally {
      this.tx.root.lock.release();
    }
  }
}
