import type Database from 'better-sqlite3';

/**
 * The log. `position` is the rowid: SQLite has one writer at a time and the log is append-only, so
 * the next position, max(position) + 1, is strictly increasing in commit order, and a reader never
 * sees position n + 1 before n. The one deletion, erasing an account (sqlite-erasure.ts), may remove
 * the last rows: `log_floor` then remembers the highest position ever given, and an append takes
 * the position after both, so positions never go back (a projector's checkpoint stays meaningful).
 */
export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS events (
  position    INTEGER PRIMARY KEY,
  stream_id   TEXT    NOT NULL,
  revision    INTEGER NOT NULL,
  event_id    TEXT    NOT NULL,
  type        TEXT    NOT NULL,
  data        TEXT    NOT NULL,
  metadata    TEXT    NOT NULL,
  recorded_at TEXT    NOT NULL
);
-- Reading a stream, its last revision, and gapless revisions enforced by the database itself.
CREATE UNIQUE INDEX IF NOT EXISTS events_by_stream ON events (stream_id, revision);
-- Idempotent retries look their event ids up within the stream.
CREATE UNIQUE INDEX IF NOT EXISTS events_by_stream_event_id ON events (stream_id, event_id);
-- readAll / subscribeToAll filtered by event type.
CREATE INDEX IF NOT EXISTS events_by_type ON events (type);
CREATE TABLE IF NOT EXISTS streams (
  stream_id TEXT PRIMARY KEY,
  metadata  TEXT
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS log_floor (
  id       INTEGER PRIMARY KEY CHECK (id = 1),
  position INTEGER NOT NULL
);
`;

/** Two lookups at the ends of B-trees (the log's last row, the floor's only one) per event. */
export const INSERT_EVENT_SQL = `
INSERT INTO events (position, stream_id, revision, event_id, type, data, metadata, recorded_at)
VALUES (MAX(COALESCE((SELECT MAX(position) FROM events), 0), COALESCE((SELECT position FROM log_floor WHERE id = 1), 0)) + 1, ?, ?, ?, ?, ?, ?, ?)`;

/**
 * WAL lets readers (the projector, a support CLI) read while one process writes; FULL makes each
 * COMMIT fsync the WAL, so an acknowledged append survives a power cut; the busy timeout lets a
 * second process (a CLI appending while the server runs) wait for the write lock instead of failing.
 */
export function applyDurabilityPragmas(db: Database.Database, busyTimeoutMs: number): void {
  db.pragma(`busy_timeout = ${Math.trunc(busyTimeoutMs)}`);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
}
