import type Database from 'better-sqlite3';
import type { ErasedOwner } from '../event-store.port';

/**
 * How long the erasure keeps trying to empty the write-ahead log before it reports it. An attempt
 * waits the busy timeout for readers on old frames, but answers busy at once while another connection
 * runs a checkpoint (the server's checkpointer thread, a few milliseconds every quarter second).
 */
const CHECKPOINT_DEADLINE_MS = 10_000;
const CHECKPOINT_RETRY_PAUSE_MS = 20;

/**
 * Removes, whole, every stream holding an event of `ownerId`, in one transaction, then leaves none
 * of their bytes in the files:
 * - `secure_delete` is on while rows go, so SQLite overwrites the freed cells and pages with zeros;
 * - VACUUM rebuilds the file from the live rows only (the events table keeps its positions: an
 *   INTEGER PRIMARY KEY is never renumbered);
 * - a TRUNCATE checkpoint copies the write-ahead log into the file and empties it, so no older
 *   frame (an event as first appended) stays in `-wal`.
 * The owner's events are found through the owner index (log_by_owner, brought up to date first by
 * `indexUpToDate`), plus any appended after it; other owners' rows are never read or touched.
 * `log_floor` keeps the highest position given, so a next append never reuses an erased one.
 *
 * Synchronous by design: nothing else of this process writes between the find and the delete.
 */
export function eraseOwnerFromLog(db: Database.Database, ownerId: string): ErasedOwner {
  const wasSecure = Number(db.pragma('secure_delete', { simple: true })) === 1;
  db.pragma('secure_delete = ON');
  try {
    const erased = db
      .transaction(() => {
        const indexedTo =
          db.prepare<[], { indexed_to: number }>("SELECT indexed_to FROM operator_indexes WHERE name = 'owner_and_correlation'").get()?.indexed_to ?? 0;
        const streams = db
          .prepare<[string, number, string], { stream_id: string }>(
            `SELECT DISTINCT e.stream_id FROM log_by_owner o CROSS JOIN events e ON e.position = o.position WHERE o.owner_id = ?
           UNION SELECT DISTINCT stream_id FROM events WHERE position > ? AND owner_id = ?`,
          )
          .all(ownerId, indexedTo, ownerId)
          .map((row) => row.stream_id);
        if (streams.length === 0) return { streams, events: 0 };
        db.prepare(
          `INSERT INTO log_floor (id, position) VALUES (1, (SELECT COALESCE(MAX(position), 0) FROM events))
         ON CONFLICT (id) DO UPDATE SET position = MAX(position, excluded.position)`,
        ).run();
        const entriesOf = db.prepare<[string], { position: number; correlation_id: string | null }>(
          'SELECT position, correlation_id FROM events WHERE stream_id = ?',
        );
        // The correlation index holds only ids and positions, but an entry must not outlive its event.
        const forgetCorrelation = db.prepare<[string, number]>('DELETE FROM log_by_correlation WHERE correlation_id = ? AND position = ?');
        const deleteStream = db.prepare<[string]>('DELETE FROM events WHERE stream_id = ?');
        const deleteMetadata = db.prepare<[string]>('DELETE FROM streams WHERE stream_id = ?');
        let events = 0;
        for (const streamId of streams) {
          for (const entry of entriesOf.all(streamId)) if (entry.correlation_id !== null) forgetCorrelation.run(entry.correlation_id, entry.position);
          events += deleteStream.run(streamId).changes;
          deleteMetadata.run(streamId);
        }
        db.prepare<[string]>('DELETE FROM log_by_owner WHERE owner_id = ?').run(ownerId);
        return { streams, events };
      })
      .immediate();
    if (erased.streams.length > 0) compact(db);
    return erased;
  } finally {
    if (!wasSecure) db.pragma('secure_delete = OFF');
  }
}

/** Rewrites the file from its live rows and empties the write-ahead log (see above). */
export function compact(db: Database.Database): void {
  db.exec('VACUUM');
  const deadline = Date.now() + CHECKPOINT_DEADLINE_MS;
  for (;;) {
    // [busy, frames in the log, frames checkpointed]: busy while another connection still reads old
    // frames, or checkpoints itself.
    const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as Array<{ busy: number }>;
    if (!result || result.busy === 0) return;
    if (Date.now() > deadline) throw new Error('The write-ahead log could not be emptied: another process keeps reading the event log');
    // A synchronous pause: the erasure holds the write lock and must not let an append in between.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, CHECKPOINT_RETRY_PAUSE_MS);
  }
}
