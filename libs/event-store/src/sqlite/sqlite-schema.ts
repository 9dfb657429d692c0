import type Database from 'better-sqlite3';

/**
 * The log. `position` is the rowid: SQLite has one writer at a time and the log is append-only
 * (nothing ever deletes a row), so max(rowid) + 1 makes positions strictly increasing in commit
 * order, and a reader never sees position n + 1 before n.
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
`;

export const INSERT_EVENT_SQL = `
INSERT INTO events (stream_id, revision, event_id, type, data, metadata, recorded_at)
VALUES (?, ?, ?, ?, ?, ?, ?)`;

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
