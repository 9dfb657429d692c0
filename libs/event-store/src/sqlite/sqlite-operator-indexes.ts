import type Database from 'better-sqlite3';
import { EventStoreUnavailableError } from '../errors';
import type { ResolvedReadByOwner } from '../shared/read-options';
import { EVENT_COLUMNS, type EventRow } from './sqlite-rows';

/**
 * The operators' reads by owner and by correlation id, without scanning the log.
 *
 * Owner and correlation id live in the metadata JSON; they become columns generated from it
 * (VIRTUAL: computed when read, not stored twice), so appends write the same rows as before.
 *
 * The two indexes are tables, log_by_owner and log_by_correlation, which the reads bring up to date
 * before they look (in sorted slices of 5,000 events, each its own transaction moving `indexed_to`,
 * with the event loop running between them). Appends do not touch them: indexes written with every
 * append were measured first, and as correlation ids are random and a busy log has many owners,
 * each append landed on other index pages and appends per second fell by a quarter (32 appenders)
 * to a third (the benchmark's 500-notary log); kept up to date in the background instead, they
 * still cost bulk imports a sixth and competed with the projector. Operators read rarely; the first
 * read after a busy spell pays for indexing it, a file from an older release on its first read.
 *
 * A read takes the index entries and, in the same read transaction, the events after `indexed_to`
 * (appended meanwhile, or all of them when the indexes could not be written: another process held
 * the write lock), so it always sees the whole log. Every entry is (key, position), so one owner's
 * or one request's entries lie in log order.
 */
export function addOperatorIndexes(db: Database.Database): void {
  const missing = (column: string) =>
    !db
      .prepare<[string], { name: string }>('SELECT name FROM pragma_table_xinfo(?)')
      .all('events')
      .some((c) => c.name === column);
  db.transaction(() => {
    if (missing('owner_id')) db.exec(`ALTER TABLE events ADD COLUMN owner_id TEXT GENERATED ALWAYS AS (json_extract(metadata, '$.ownerId')) VIRTUAL`);
    if (missing('correlation_id')) {
      db.exec(`ALTER TABLE events ADD COLUMN correlation_id TEXT GENERATED ALWAYS AS (json_extract(metadata, '$.correlationId')) VIRTUAL`);
    }
    db.exec(`
      CREATE TABLE IF NOT EXISTS log_by_owner (owner_id TEXT NOT NULL, position INTEGER NOT NULL, PRIMARY KEY (owner_id, position)) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS log_by_correlation (correlation_id TEXT NOT NULL, position INTEGER NOT NULL, PRIMARY KEY (correlation_id, position)) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS operator_indexes (name TEXT PRIMARY KEY, indexed_to INTEGER NOT NULL) WITHOUT ROWID;
      INSERT OR IGNORE INTO operator_indexes (name, indexed_to) VALUES ('owner_and_correlation', 0);
    `);
  }).immediate();
}

const SLICE = 5_000;
const MARK = "name = 'owner_and_correlation'";
/** The event columns of `e`, for reads that join an index table to events. */
const E_COLUMNS = EVENT_COLUMNS.split(', ')
  .map((column) => `e.${column}`)
  .join(', ');
const typeFilter = (alias: string, types: string[] | undefined) => (types ? ` AND +${alias}type IN (${types.map(() => '?').join(', ')})` : '');
const limitOf = (count: number) => (Number.isFinite(count) ? count : -1);

export class OperatorIndexes {
  /** Indexes the next slice; true while more events await. */
  private readonly indexSlice: Database.Transaction<() => boolean>;
  private readonly indexedTo: () => number;
  private readonly byCorrelation: Database.Transaction<(correlationId: string) => EventRow[]>;
  private readonly byOwner: Database.Transaction<(ownerId: string, options: ResolvedReadByOwner) => EventRow[]>;
  /** The catch-up under way, which concurrent reads wait for together. */
  private catchingUp: Promise<void> | undefined;

  constructor(private readonly db: Database.Database) {
    const mark = db.prepare<[], { indexed_to: number }>(`SELECT indexed_to FROM operator_indexes WHERE ${MARK}`);
    this.indexedTo = () => mark.get()?.indexed_to ?? 0;
    const head = db.prepare<[], { head: number }>('SELECT COALESCE(MAX(position), 0) AS head FROM events');
    // Bounds are bound as values: with subqueries in their place SQLite scans the whole log.
    const indexOwners = db.prepare<[number, number]>(
      'INSERT OR IGNORE INTO log_by_owner SELECT owner_id, position FROM events WHERE position > ? AND position <= ? AND owner_id IS NOT NULL ORDER BY owner_id, position',
    );
    const indexCorrelations = db.prepare<[number, number]>(
      `INSERT OR IGNORE INTO log_by_correlation SELECT correlation_id, position FROM events
       WHERE position > ? AND position <= ? AND correlation_id IS NOT NULL ORDER BY correlation_id, position`,
    );
    const moveMark = db.prepare<[number]>(`UPDATE operator_indexes SET indexed_to = ? WHERE ${MARK}`);
    this.indexSlice = db.transaction(() => {
      const from = this.indexedTo();
      const last = head.get()?.head ?? 0;
      const to = Math.min(last, from + SLICE);
      if (to <= from) return false;
      indexOwners.run(from, to);
      indexCorrelations.run(from, to);
      moveMark.run(to);
      return to < last;
    });

    // CROSS JOIN keeps SQLite to this order: the key's entries, then each event by its rowid.
    const correlated = db.prepare<[string], EventRow>(
      `SELECT ${E_COLUMNS} FROM log_by_correlation c CROSS JOIN events e ON e.position = c.position WHERE c.correlation_id = ? ORDER BY c.position`,
    );
    const correlatedTail = db.prepare<[number, string], EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE position > ? AND correlation_id = ? ORDER BY position`,
    );
    // One read transaction each: the index entries and `indexed_to` come from the same snapshot.
    this.byCorrelation = db.transaction((correlationId: string) => [...correlated.all(correlationId), ...correlatedTail.all(this.indexedTo(), correlationId)]);
    this.byOwner = db.transaction((ownerId: string, { fromPosition, maxCount, eventTypes }: ResolvedReadByOwner) => {
      const types = eventTypes ?? [];
      const indexed = db
        .prepare(
          `SELECT ${E_COLUMNS} FROM log_by_owner o CROSS JOIN events e ON e.position = o.position
                  WHERE o.owner_id = ? AND o.position > ?${typeFilter('e.', eventTypes)} ORDER BY o.position LIMIT ?`,
        )
        .all(ownerId, fromPosition, ...types, limitOf(maxCount)) as EventRow[];
      if (indexed.length >= maxCount) return indexed;
      const tail = db
        .prepare(`SELECT ${EVENT_COLUMNS} FROM events WHERE position > ? AND owner_id = ?${typeFilter('', eventTypes)} ORDER BY position LIMIT ?`)
        .all(Math.max(fromPosition, this.indexedTo()), ownerId, ...types, limitOf(maxCount - indexed.length)) as EventRow[];
      return [...indexed, ...tail];
    });
  }

  async correlated(correlationId: string): Promise<EventRow[]> {
    await this.upToDate();
    this.ensureOpen();
    return this.byCorrelation(correlationId);
  }

  async owned(ownerId: string, options: ResolvedReadByOwner): Promise<EventRow[]> {
    if (options.maxCount === 0) return [];
    await this.upToDate();
    this.ensureOpen();
    return this.byOwner(ownerId, options);
  }

  /** The store may have been closed while the indexes caught up. */
  private ensureOpen(): void {
    if (!this.db.open) throw new EventStoreUnavailableError('The event store is closed');
  }

  /** Indexes every event after `indexed_to`, slice by slice. */
  upToDate(): Promise<void> {
    this.catchingUp ??= (async () => {
      try {
        while (this.tryIndexSlice()) await new Promise((resolve) => setImmediate(resolve));
      } finally {
        this.catchingUp = undefined;
      }
    })();
    return this.catchingUp;
  }

  private tryIndexSlice(): boolean {
    if (!this.db.open) return false;
    try {
      return this.indexSlice.immediate();
    } catch {
      // It cannot write now (another process holds the write lock): the read goes on, and finds
      // the events beyond the indexes in the log itself.
      return false;
    }
  }
}
