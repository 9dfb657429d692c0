import type Database from 'better-sqlite3';
import { EVENT_COLUMNS, type EventRow } from './sqlite-rows';

/**
 * The operators' reads by owner and by correlation id, without scanning the log.
 *
 * Owner and correlation id live in the metadata JSON; they become columns generated from it
 * (VIRTUAL: computed when needed, not stored twice), so appends write the same rows as before.
 * Files made before these columns existed get them when opened.
 *
 * By owner: an index written with the events. Each entry ends with the rowid, which is the
 * position, so one owner's entries lie in log order. A notary's events land on a few index pages.
 *
 * By correlation: correlation ids are random, so an index written with the events would put every
 * append on another index page; measured, that cost a quarter of the appends per second. Instead
 * the index is a table brought up to date in sorted batches (CorrelationIndex.catchUp: when the log
 * has been quiet for half a second, and at least every 20,000 events), which writes far fewer pages
 * and keeps the work out of a burst of appends; `indexed_to` records how far it has got, in the same
 * transaction. A read looks the id up in the table and, in the same read transaction, checks the
 * events after `indexed_to`, so it always sees the whole log; when more than a thousand events lie
 * beyond the index, the read brings it up to date first.
 */
export function addOperatorIndexes(db: Database.Database): void {
  const missing = (column: string) =>
    !db.prepare<[string], { name: string }>('SELECT name FROM pragma_table_xinfo(?)').all('events').some((c) => c.name === column);
  db.transaction(() => {
    if (missing('owner_id')) db.exec(`ALTER TABLE events ADD COLUMN owner_id TEXT GENERATED ALWAYS AS (json_extract(metadata, '$.ownerId')) VIRTUAL`);
    if (missing('correlation_id')) {
      db.exec(`ALTER TABLE events ADD COLUMN correlation_id TEXT GENERATED ALWAYS AS (json_extract(metadata, '$.correlationId')) VIRTUAL`);
    }
    db.exec(`
      CREATE INDEX IF NOT EXISTS events_by_owner ON events (owner_id);
      CREATE TABLE IF NOT EXISTS events_by_correlation (
        correlation_id TEXT NOT NULL,
        position INTEGER NOT NULL,
        PRIMARY KEY (correlation_id, position)
      ) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS operator_indexes (name TEXT PRIMARY KEY, indexed_to INTEGER NOT NULL) WITHOUT ROWID;
      INSERT OR IGNORE INTO operator_indexes (name, indexed_to) VALUES ('correlation', 0);
    `);
  }).immediate();
}

/**
 * The index catches up once the log has been quiet this long (so a burst of appends is not slowed),
 * or at once when this many events await it (which bounds what a read checks beyond the index).
 */
const QUIET_MS = 500;
const MOST_AWAITING = 20_000;
/** A read finding more events than this beyond the index brings the index up to date first. */
const MOST_READ_BEYOND = 1_000;

export class CorrelationIndex {
  private readonly catchUpStatement: Database.Transaction<() => void>;
  private readonly read: Database.Transaction<(correlationId: string) => EventRow[]>;
  private readonly beyond: () => number;
  private awaiting = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly db: Database.Database) {
    const mark = db.prepare<[], { indexed_to: number }>(`SELECT indexed_to FROM operator_indexes WHERE name = 'correlation'`);
    const indexedTo = () => mark.get()?.indexed_to ?? 0;
    // The mark is bound as a value: with a subquery in its place SQLite scans the whole log.
    const indexTail = db.prepare<[number]>(
      `INSERT OR IGNORE INTO events_by_correlation (correlation_id, position)
       SELECT correlation_id, position FROM events WHERE position > ? AND correlation_id IS NOT NULL ORDER BY correlation_id`,
    );
    const moveMark = db.prepare(`UPDATE operator_indexes SET indexed_to = (SELECT COALESCE(MAX(position), 0) FROM events) WHERE name = 'correlation'`);
    this.catchUpStatement = db.transaction(() => {
      indexTail.run(indexedTo());
      moveMark.run();
    });
    // CROSS JOIN keeps SQLite to this order: the id's entries, then each event by its rowid.
    const indexed = db.prepare<[string], EventRow>(
      `SELECT ${EVENT_COLUMNS.split(', ').map((column) => `e.${column}`).join(', ')}
       FROM events_by_correlation c CROSS JOIN events e ON e.position = c.position
       WHERE c.correlation_id = ? ORDER BY c.position`,
    );
    const tail = db.prepare<[number, string], EventRow>(`SELECT ${EVENT_COLUMNS} FROM events WHERE position > ? AND correlation_id = ? ORDER BY position`);
    const behind = db.prepare<[], { behind: number }>(`SELECT (SELECT COALESCE(MAX(position), 0) FROM events) - indexed_to AS behind FROM operator_indexes WHERE name = 'correlation'`);
    this.beyond = () => behind.get()?.behind ?? 0;
    // One read transaction: the table and `indexed_to` come from the same snapshot.
    this.read = db.transaction((correlationId: string) => [...indexed.all(correlationId), ...tail.all(indexedTo(), correlationId)]);
  }

  willAppend(events: number): void {
    this.awaiting += events;
  }

  /** After a commit: catch up when the log is quiet, or on the next turn if many events await it. */
  afterCommit(): void {
    if (this.awaiting >= MOST_AWAITING) {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.catchUp(), 0);
    } else if (this.timer) {
      this.timer.refresh();
    } else {
      this.timer = setTimeout(() => this.catchUp(), QUIET_MS);
    }
    this.timer.unref();
  }

  /** Indexes every event after `indexed_to`, in one write transaction (also on open and close). */
  catchUp(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.awaiting = 0;
    if (!this.db.open) return;
    try {
      this.catchUpStatement.immediate();
    } catch {
      // Another process holds the write lock: reads still see every event (they check the tail),
      // and the next commit tries again.
    }
  }

  eventsOf(correlationId: string): EventRow[] {
    if (this.beyond() > MOST_READ_BEYOND) this.catchUp();
    return this.read(correlationId);
  }
}
