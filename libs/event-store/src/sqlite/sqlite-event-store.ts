import type Database from 'better-sqlite3';
import { resolve } from 'node:path';
import { BroadcastChannel } from 'node:worker_threads';
import { upcast as catalogueUpcast, type NewEvent, type RecordedEvent, type Upcast } from '@notary/events';
import { EventStoreUnavailableError, InvalidAppendError } from '../errors';
import type {
  AppendOptions,
  AppendResult,
  ErasedOwner,
  EventStore,
  EventStoreReadOptions,
  ReadAllOptions,
  ReadByOwnerOptions,
  ReadStreamOptions,
  StreamMetadata,
  SubscribeToAllOptions,
  Subscription,
} from '../event-store.port';
import { validateAppend, validateStreamId } from '../shared/append-validation';
import { requireId, requireRevision, resolveReadAllOptions, resolveReadByOwnerOptions, resolveReadStreamOptions } from '../shared/read-options';
import { SqliteAppendWriter } from './sqlite-append';
import { eraseOwnerFromLog } from './sqlite-erasure';
import { GroupCommit, type Committer, type GroupCommitStats } from './sqlite-group-commit';
import { ThreadedGroupCommit } from './sqlite-append-thread';
import { queryLog } from './sqlite-log-query';
import { OperatorIndexes } from './sqlite-operator-indexes';
import { openEventLogDatabase } from './sqlite-open';
import { EVENT_COLUMNS, toRecordedEvent, type EventRow } from './sqlite-rows';
import { SqliteSubscription, type ReadPage } from './sqlite-subscription';

export interface SqliteEventStoreOptions extends EventStoreReadOptions {
  /** How long a write waits for another process's write lock before failing. Default 5000 ms. */
  busyTimeoutMs?: number;
  /**
   * How often live subscriptions look for appends made by another process. Default 250 ms. Appends
   * made in this process, by this store or another one on the same file in any thread, wake them at once.
   */
  pollIntervalMs?: number;
  /** Events per onEvents call while a subscription catches up. Default 500. */
  subscriptionPageSize?: number;
  /**
   * The WAL size, in pages, at which a commit on this connection checkpoints. Default SQLite's 1,000;
   * higher where another thread runs the checkpoints (see the infrastructure's WAL checkpointer).
   */
  walAutocheckpointPages?: number;
  /**
   * Appends are written (and fsynced) by a thread of their own, so the caller's event loop never
   * waits for a commit (see ThreadedGroupCommit). The server's API thread opens its log this way.
   * Ignored for an in-memory database, which no other connection can see. Default false.
   */
  writerThread?: boolean;
}

export interface DurabilitySettings {
  journalMode: string;
  /** 2 = FULL. */
  synchronous: number;
  busyTimeoutMs: number;
}

/** The "log grew" channel of a file, shared by every store on it in this process's threads. */
const channelOf = (filePath: string) => `notary-event-log:${resolve(filePath)}`;

/** The embedded event store: one SQLite file, durable on acknowledge, group-committed. */
export class SqliteEventStore implements EventStore {
  private readonly committer: Committer;
  private readonly subscriptions = new Set<SqliteSubscription>();
  private closed = false;
  /** A row as the port returns it: parsed, then upcast to the event's current shape. */
  private readonly decode: (row: EventRow) => RecordedEvent;
  /** The indexes behind readByOwner and readByCorrelation, brought up to date by those reads. */
  private readonly operatorIndexes: OperatorIndexes;
  private readonly prepared: (sql: string) => Database.Statement;
  /**
   * "The log grew", between the stores of one file in this process's threads (the API appends on
   * the main thread, the projector reads in its worker thread): a commit wakes every subscription
   * at once, where polling would add up to pollIntervalMs to each live update.
   */
  private readonly appended: BroadcastChannel | null;

  private constructor(
    private readonly db: Database.Database,
    private readonly options: Required<SqliteEventStoreOptions>,
    filePath: string,
  ) {
    const upcast: Upcast = options.upcast;
    this.decode = (row) => upcast(toRecordedEvent(row));
    this.operatorIndexes = new OperatorIndexes(db);
    // Preparing parses the SQL again; the hot reads (a command loading its stream, the projector's
    // pages) use a handful of texts, so each is prepared once.
    const statements = new Map<string, Database.Statement>();
    this.prepared = (sql) => {
      let statement = statements.get(sql);
      if (!statement) {
        // Filters make a few more texts; a bound keeps an unusual caller from growing it forever.
        if (statements.size >= 256) statements.clear();
        statements.set(sql, (statement = db.prepare(sql)));
      }
      return statement;
    };
    const wakeSubscriptions = () => this.subscriptions.forEach((s) => s.wake());
    this.appended = filePath === ':memory:' || filePath === '' ? null : new BroadcastChannel(channelOf(filePath));
    if (this.appended) {
      this.appended.onmessage = wakeSubscriptions;
      // Listening must not keep a process alive that has nothing else to do.
      this.appended.unref();
    }
    const inThisThread = () =>
      new GroupCommit(db, new SqliteAppendWriter(db), () => {
        wakeSubscriptions();
        this.appended?.postMessage(null);
      });
    // The writer thread tells every thread's subscriptions through the channel, this one's included.
    this.committer =
      options.writerThread && this.appended
        ? new ThreadedGroupCommit(
            {
              filePath: resolve(filePath),
              busyTimeoutMs: options.busyTimeoutMs,
              walAutocheckpointPages: options.walAutocheckpointPages,
              channelName: channelOf(filePath),
            },
            inThisThread,
          )
        : inThisThread();
  }

  /** Opens or creates the log; throws EventStoreUnavailableError naming the path if it cannot. */
  static open(filePath: string, options: SqliteEventStoreOptions = {}): SqliteEventStore {
    const resolved = {
      busyTimeoutMs: 5000,
      pollIntervalMs: 250,
      subscriptionPageSize: 500,
      ...options,
      // Given as undefined (as openStores does outside the server) is SQLite's default too, not NaN (0: never).
      walAutocheckpointPages: options.walAutocheckpointPages ?? 1000,
      upcast: options.upcast ?? catalogueUpcast,
      writerThread: options.writerThread ?? false,
    };
    const db = openEventLogDatabase(filePath, resolved.busyTimeoutMs);
    db.pragma(`wal_autocheckpoint = ${Math.trunc(resolved.walAutocheckpointPages)}`);
    return new SqliteEventStore(db, resolved, filePath);
  }

  async appendToStream(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    this.ensureOpen();
    const validated = validateAppend(streamId, events, options?.expectedRevision);
    return this.committer.enqueue({ streamId, events: validated, expectedRevision: options.expectedRevision });
  }

  async readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    this.ensureOpen();
    const { direction, fromRevision, maxCount } = resolveReadStreamOptions(options);
    const forwards = direction === 'forwards';
    const rows = this.prepared(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = ? AND revision ${forwards ? '>=' : '<='} ?
         ORDER BY revision ${forwards ? 'ASC' : 'DESC'} LIMIT ?`,
    ).all(streamId, fromRevision ?? (forwards ? 0 : Number.MAX_SAFE_INTEGER), Number.isFinite(maxCount) ? maxCount : -1) as EventRow[];
    return rows.map(this.decode);
  }

  async readStreamPositions(streamId: string, fromRevision: number): Promise<Array<{ revision: number; position: number }>> {
    this.ensureOpen();
    requireRevision(fromRevision);
    // Covered by the (stream_id, revision) index, whose entries carry the rowid (the position).
    return this.prepared('SELECT revision, position FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision').all(streamId, fromRevision) as Array<{
      revision: number;
      position: number;
    }>;
  }

  async readAll(options?: ReadAllOptions): Promise<RecordedEvent[]> {
    this.ensureOpen();
    return queryLog(this.prepared, resolveReadAllOptions(options)).map(this.decode);
  }

  async readByOwner(ownerId: string, options?: ReadByOwnerOptions): Promise<RecordedEvent[]> {
    this.ensureOpen();
    return (await this.operatorIndexes.owned(ownerId, resolveReadByOwnerOptions(ownerId, options))).map(this.decode);
  }

  async readByCorrelation(correlationId: string): Promise<RecordedEvent[]> {
    this.ensureOpen();
    requireId(correlationId, 'correlationId');
    return (await this.operatorIndexes.correlated(correlationId)).map(this.decode);
  }

  subscribeToAll(options: SubscribeToAllOptions): Subscription {
    this.ensureOpen();
    const settings = { pageSize: options.maxBatchSize ?? this.options.subscriptionPageSize, pollIntervalMs: this.options.pollIntervalMs };
    const subscription = new SqliteSubscription(this.readPage, options, settings, (s) => this.subscriptions.delete(s));
    this.subscriptions.add(subscription);
    return subscription;
  }

  async headPosition(): Promise<number> {
    this.ensureOpen();
    return this.head();
  }

  async eraseOwner(ownerId: string): Promise<ErasedOwner> {
    this.ensureOpen();
    requireId(ownerId, 'ownerId');
    // Appends already queued are written first, and none is written until the owner is gone: none
    // of the owner's may land after.
    return this.committer.exclusive(async () => {
      await this.operatorIndexes.upToDate();
      this.ensureOpen();
      return eraseOwnerFromLog(this.db, ownerId);
    });
  }

  async getStreamMetadata(streamId: string): Promise<StreamMetadata | null> {
    this.ensureOpen();
    const row = this.db.prepare<[string], { metadata: string | null }>('SELECT metadata FROM streams WHERE stream_id = ?').get(streamId);
    return row?.metadata ? (JSON.parse(row.metadata) as StreamMetadata) : null;
  }

  async setStreamMetadata(streamId: string, metadata: StreamMetadata): Promise<void> {
    this.ensureOpen();
    validateStreamId(streamId);
    if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata)) {
      throw new InvalidAppendError(`Stream metadata for ${streamId} must be a JSON object`);
    }
    this.db
      .prepare('INSERT INTO streams (stream_id, metadata) VALUES (?, ?) ON CONFLICT (stream_id) DO UPDATE SET metadata = excluded.metadata')
      .run(streamId, JSON.stringify(metadata));
  }

  /** Writes pending appends, stops subscriptions (after their current onEvents), closes the file. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.committer.close();
    this.appended?.close();
    await Promise.all([...this.subscriptions].map((s) => s.unsubscribe()));
    // Refreshes the statistics the planner uses to pick an index for filtered readAll.
    this.db.pragma('optimize');
    this.db.close();
  }

  /** Stored events of these types older than their current schema version, exactly as stored. */
  async storedBeforeCurrentVersion(eventTypes: string[]): Promise<RecordedEvent[]> {
    return this.committer.exclusive(() => this.outdated(eventTypes).map(({ stored }) => stored));
  }

  /**
   * Rewrites stored events of these types that are older than their current schema version into
   * their current shape (what reads hand out after upcasting), for data that must not stay on disk:
   * the password hashes the first account events carried. The old bytes are overwritten
   * (secure_delete) and the write-ahead log truncated. Beside erasing an account, the one exception
   * to "stored events are never rewritten"; not on the port, because EventStoreDB cannot edit an
   * event in place.
   */
  rewriteToCurrentVersion(eventTypes: string[]): Promise<number> {
    return this.committer.exclusive(() => this.rewriteOutdated(eventTypes));
  }

  private rewriteOutdated(eventTypes: string[]): number {
    const rewrites = this.outdated(eventTypes);
    if (!rewrites.length) return 0;
    this.db.pragma('secure_delete = ON');
    const update = this.db.prepare('UPDATE events SET data = ?, metadata = ? WHERE position = ?');
    this.db.transaction(() =>
      rewrites.forEach(({ current }) => update.run(JSON.stringify(current.data), JSON.stringify(current.metadata), current.position)),
    )();
    this.db.pragma('wal_checkpoint(TRUNCATE)');
    this.db.pragma('secure_delete = OFF');
    return rewrites.length;
  }

  private outdated(eventTypes: string[]): Array<{ stored: RecordedEvent; current: RecordedEvent }> {
    this.ensureOpen();
    const placeholders = eventTypes.map(() => '?').join(', ');
    const rows = this.db
      .prepare<string[], EventRow>(`SELECT ${EVENT_COLUMNS} FROM events WHERE type IN (${placeholders}) ORDER BY position`)
      .all(...eventTypes);
    return rows
      .map((row) => ({ stored: toRecordedEvent(row), current: this.options.upcast(toRecordedEvent(row)) }))
      .filter(({ stored, current }) => current.metadata.schemaVersion !== stored.metadata.schemaVersion);
  }

  /** Commits and appends so far: group commit shows as far fewer commits than appends. Not on the port. */
  stats(): GroupCommitStats {
    return this.committer.stats();
  }

  /** The pragmas as SQLite reports them, for startup logs and the durability test. */
  durabilitySettings(): DurabilitySettings {
    this.ensureOpen();
    return {
      journalMode: String(this.db.pragma('journal_mode', { simple: true })),
      synchronous: Number(this.db.pragma('synchronous', { simple: true })),
      busyTimeoutMs: Number(this.db.pragma('busy_timeout', { simple: true })),
    };
  }

  private readonly readPage: ReadPage = (fromPosition, maxCount, filter) =>
    // One read transaction: the page and the head come from the same snapshot.
    this.db.transaction(() => ({
      events: queryLog(this.prepared, { direction: 'forwards', fromPosition, maxCount, filter }).map(this.decode),
      head: this.head(),
    }))();

  private head(): number {
    return (this.prepared('SELECT COALESCE(MAX(position), 0) AS head FROM events').get() as { head: number } | undefined)?.head ?? 0;
  }

  private ensureOpen(): void {
    if (this.closed) throw new EventStoreUnavailableError('The event store is closed');
  }
}
