import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '@notary/event-store';

/** The log exactly as release 0.1.0 created it, before the owner and correlation indexes. */
const SCHEMA_0_1_0 = `
CREATE TABLE events (
  position INTEGER PRIMARY KEY, stream_id TEXT NOT NULL, revision INTEGER NOT NULL, event_id TEXT NOT NULL,
  type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL, recorded_at TEXT NOT NULL
);
CREATE UNIQUE INDEX events_by_stream ON events (stream_id, revision);
CREATE UNIQUE INDEX events_by_stream_event_id ON events (stream_id, event_id);
CREATE INDEX events_by_type ON events (type);
CREATE TABLE streams (stream_id TEXT PRIMARY KEY, metadata TEXT) WITHOUT ROWID;
`;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'event-store-upgrade-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Writes rows as the 0.1.0 adapter did: metadata as JSON text, owner and correlation inside it. */
function writeOldLog(file: string, rows: Array<{ stream: string; ownerId: string; correlationId: string; type: string }>): void {
  const db = new Database(file);
  db.exec(SCHEMA_0_1_0);
  const insert = db.prepare('INSERT INTO events (stream_id, revision, event_id, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const revisions = new Map<string, number>();
  for (const row of rows) {
    const revision = (revisions.get(row.stream) ?? -1) + 1;
    revisions.set(row.stream, revision);
    const metadata = {
      ownerId: row.ownerId,
      actorId: row.ownerId,
      correlationId: row.correlationId,
      causationId: randomUUID(),
      commandId: randomUUID(),
      occurredAt: '2025-01-02T03:04:05.000Z',
      schemaVersion: 1,
    };
    insert.run(row.stream, revision, randomUUID(), row.type, '{}', JSON.stringify(metadata), '2025-01-02T03:04:05.000Z');
  }
  db.close();
}

describe('SqliteEventStore opening a DATA_DIR made by release 0.1.0', () => {
  it('indexes it by owner and by correlation, then answers both reads and keeps appending', async () => {
    const file = join(dir, 'events.sqlite');
    const request = randomUUID();
    writeOldLog(file, [
      { stream: 'signing-1', ownerId: 'ann', correlationId: request, type: 'SigningScheduled' },
      { stream: 'signing-2', ownerId: 'bob', correlationId: randomUUID(), type: 'SigningScheduled' },
      { stream: 'signing-1', ownerId: 'ann', correlationId: request, type: 'PaymentRecorded' },
      { stream: 'customer-1', ownerId: 'ann', correlationId: randomUUID(), type: 'CustomerRegistered' },
    ]);
    const store = SqliteEventStore.open(file);
    try {
      expect((await store.readByOwner('ann')).map((e) => [e.position, e.type])).toEqual([
        [1, 'SigningScheduled'],
        [3, 'PaymentRecorded'],
        [4, 'CustomerRegistered'],
      ]);
      expect((await store.readByCorrelation(request)).map((e) => e.position)).toEqual([1, 3]);
      const correlationId = randomUUID();
      const metadata = {
        ownerId: 'ann',
        actorId: 'ann',
        correlationId,
        causationId: randomUUID(),
        commandId: randomUUID(),
        occurredAt: '2025-02-01T00:00:00.000Z',
        schemaVersion: 1,
      };
      await store.appendToStream('signing-1', [{ id: randomUUID(), type: 'SigningDeleted', data: {}, metadata }], { expectedRevision: 1 });
      expect((await store.readByOwner('ann', { fromPosition: 3 })).map((e) => e.position)).toEqual([4, 5]);
      expect((await store.readByCorrelation(correlationId)).map((e) => e.type)).toEqual(['SigningDeleted']);
    } finally {
      await store.close();
    }
    // Opening again finds everything in place.
    const reopened = SqliteEventStore.open(file);
    expect(await reopened.readByOwner('bob')).toHaveLength(1);
    await reopened.close();
  });

  it('reads by owner and by correlation through their indexes, not by scanning the log', async () => {
    const file = join(dir, 'events.sqlite');
    // A log of some size: closing runs SQLite's `optimize`, whose statistics would favour scanning a tiny table.
    writeOldLog(
      file,
      Array.from({ length: 2000 }, (_, i) => ({
        stream: `signing-${i % 300}`,
        ownerId: `owner-${i % 40}`,
        correlationId: `c-${i % 700}`,
        type: 'SigningScheduled',
      })),
    );
    const store = SqliteEventStore.open(file);
    expect(await store.readByOwner('owner-1', { maxCount: 1 })).toHaveLength(1);
    await store.close();
    const db = new Database(file, { readonly: true });
    const plan = (sql: string) => (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as Array<{ detail: string }>).map((row) => row.detail).join('; ');
    // The statements' shapes as the adapter runs them (sqlite-operator-indexes.ts).
    expect(
      plan(
        "SELECT e.* FROM log_by_owner o CROSS JOIN events e ON e.position = o.position WHERE o.owner_id = 'owner-1' AND o.position > 10 AND +e.type IN ('A', 'B') ORDER BY o.position LIMIT 100",
      ),
    ).toBe('SEARCH o USING PRIMARY KEY (owner_id=? AND position>?); SEARCH e USING INTEGER PRIMARY KEY (rowid=?)');
    expect(plan("SELECT e.* FROM log_by_correlation c CROSS JOIN events e ON e.position = c.position WHERE c.correlation_id = 'c-1' ORDER BY c.position")).toBe(
      'SEARCH c USING PRIMARY KEY (correlation_id=?); SEARCH e USING INTEGER PRIMARY KEY (rowid=?)',
    );
    // The events appended since the indexes last caught up: a range of the log's newest rows.
    expect(plan("SELECT * FROM events WHERE position > 2000 AND owner_id = 'owner-1' ORDER BY position LIMIT 100")).toBe(
      'SEARCH events USING INTEGER PRIMARY KEY (rowid>?)',
    );
    expect(plan("SELECT * FROM events WHERE position > 2000 AND correlation_id = 'c-1' ORDER BY position")).toBe(
      'SEARCH events USING INTEGER PRIMARY KEY (rowid>?)',
    );
    // The first read indexed the old log: nothing is left beyond the indexes.
    expect(db.prepare("SELECT indexed_to FROM operator_indexes WHERE name = 'owner_and_correlation'").get()).toEqual({ indexed_to: 2000 });
    expect(db.prepare('SELECT COUNT(*) AS n FROM log_by_owner').get()).toEqual({ n: 2000 });
    db.close();
  });
});
