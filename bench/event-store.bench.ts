import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { NewEvent } from '@notary/events';
import type { ExpectedRevision } from '../libs/event-store/src/event-store.port';
import { SqliteEventStore } from '../libs/event-store/src/sqlite';
import { applyDurabilityPragmas, INSERT_EVENT_SQL, SCHEMA_SQL } from '../libs/event-store/src/sqlite/sqlite-schema';

/**
 * Figures for the embedded event store, all on a temp file with the adapter's own pragmas
 * (WAL, synchronous=FULL) and the same row shape it writes. Each function returns events/second.
 * Events are built before the clock starts, so every figure measures storing (JSON serialisation
 * included), not generating test data. (The relative imports into libs/event-store reach internals
 * the package index does not export; `node -r @swc-node/register` also resolves @notary/* aliases,
 * see bench/README.md.)
 */

const STREAMS_FOR_RAW_ROWS = 100;
const RAW_BATCH_SIZE = 1000;
const READ_PAGE_SIZE = 500;

/** A realistic event: a scheduled signing with full metadata, about 500 bytes of JSON. */
function sampleEvent(index: number): NewEvent {
  const commandId = randomUUID();
  return {
    id: randomUUID(),
    type: 'SigningScheduled',
    data: {
      signingId: randomUUID(),
      customerId: randomUUID(),
      scheduledAt: '2024-03-02T15:30:00.000Z',
      address: { street: '1200 Main Street, Suite 4', city: 'Springfield', state: 'IL', zip: '62701' },
      fee: 125 + (index % 50),
      workType: 'Refinance',
      notes: 'Borrower prefers a call 30 minutes before arrival.',
    },
    metadata: {
      ownerId: 'owner-bench',
      actorId: 'owner-bench',
      correlationId: randomUUID(),
      causationId: commandId,
      commandId,
      occurredAt: new Date().toISOString(),
      schemaVersion: 1,
    },
  };
}

async function inTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'event-store-bench-'));
  try {
    return await work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const sampleEvents = (count: number) => Array.from({ length: count }, (_, i) => sampleEvent(i));

const perSecond = (events: number, startedAt: number) => events / ((performance.now() - startedAt) / 1000);

/**
 * The adapter as the app uses it: `concurrency` appenders, each appending one event at a time to its
 * own stream with the exact expected revision and awaiting it before the next. Group commit lets
 * concurrent appenders share each fsync.
 */
export async function benchAppends(concurrency: number, totalEvents: number): Promise<number> {
  return (await benchAppendsDetailed(concurrency, totalEvents)).eventsPerSecond;
}

export interface AppendsResult {
  eventsPerSecond: number;
  /** Group commit's transactions (one WAL fsync each) and the appends they answered. */
  commits: number;
  appends: number;
  commitsPerSecond: number;
}

/** benchAppends, plus the group commit's statistics: how many appends shared each fsync. */
export async function benchAppendsDetailed(concurrency: number, totalEvents: number): Promise<AppendsResult> {
  const perAppender = Math.max(1, Math.floor(totalEvents / concurrency));
  return inTempDir(async (dir) => {
    const store = SqliteEventStore.open(join(dir, 'events.sqlite'));
    const eventsByAppender = Array.from({ length: concurrency }, () => sampleEvents(perAppender));
    try {
      const startedAt = performance.now();
      await Promise.all(
        eventsByAppender.map(async (events, appender) => {
          let expectedRevision: ExpectedRevision = 'no_stream';
          for (const event of events) {
            const result = await store.appendToStream(`bench-${appender}`, [event], { expectedRevision });
            expectedRevision = result.nextExpectedRevision;
          }
        }),
      );
      const stats = store.stats();
      return {
        eventsPerSecond: perSecond(concurrency * perAppender, startedAt),
        commits: stats.commits,
        appends: stats.appends,
        commitsPerSecond: Math.round(perSecond(stats.commits, startedAt)),
      };
    } finally {
      await store.close();
    }
  });
}

/** Inserts the events straight through better-sqlite3 in transactions of RAW_BATCH_SIZE rows. */
function insertRawRows(db: Database.Database, events: NewEvent[]): void {
  const insert = db.prepare(INSERT_EVENT_SQL);
  const insertBatch = db.transaction((from: number, to: number) => {
    const recordedAt = new Date().toISOString();
    for (let i = from; i < to; i += 1) {
      const event = events[i];
      const stream = `bench-${i % STREAMS_FOR_RAW_ROWS}`;
      const revision = Math.floor(i / STREAMS_FOR_RAW_ROWS);
      insert.run(stream, revision, event.id, event.type, JSON.stringify(event.data), JSON.stringify(event.metadata), recordedAt);
    }
  });
  for (let from = 0; from < events.length; from += RAW_BATCH_SIZE) insertBatch(from, Math.min(from + RAW_BATCH_SIZE, events.length));
}

function openRawDatabase(file: string): Database.Database {
  const db = new Database(file);
  applyDurabilityPragmas(db, 5000);
  db.exec(SCHEMA_SQL);
  return db;
}

/** The ceiling: the same rows, same schema and pragmas, inserted in large batched transactions. */
export async function benchRawSqliteCeiling(totalEvents: number): Promise<number> {
  return inTempDir(async (dir) => {
    const db = openRawDatabase(join(dir, 'events.sqlite'));
    const events = sampleEvents(totalEvents);
    try {
      const startedAt = performance.now();
      insertRawRows(db, events);
      return perSecond(totalEvents, startedAt);
    } finally {
      db.close();
    }
  });
}

/**
 * The ceiling for one appender: the same rows, one per transaction (autocommit), so every row pays
 * its own COMMIT and WAL fsync under synchronous=FULL, as a lone appender's group commit must.
 */
export async function benchRawSingleRowCommits(totalEvents: number): Promise<number> {
  return inTempDir(async (dir) => {
    const db = openRawDatabase(join(dir, 'events.sqlite'));
    const events = sampleEvents(totalEvents);
    try {
      const insert = db.prepare(INSERT_EVENT_SQL);
      const startedAt = performance.now();
      for (let i = 0; i < events.length; i += 1) {
        const event = events[i];
        insert.run(
          `bench-${i % STREAMS_FOR_RAW_ROWS}`,
          Math.floor(i / STREAMS_FOR_RAW_ROWS),
          event.id,
          event.type,
          JSON.stringify(event.data),
          JSON.stringify(event.metadata),
          new Date().toISOString(),
        );
      }
      return perSecond(totalEvents, startedAt);
    } finally {
      db.close();
    }
  });
}

/** Reading the whole log through the adapter's readAll, READ_PAGE_SIZE events per call (JSON parsed). */
export async function benchReadAll(totalEvents: number): Promise<number> {
  return inTempDir(async (dir) => {
    const file = join(dir, 'events.sqlite');
    const db = openRawDatabase(file);
    insertRawRows(db, sampleEvents(totalEvents));
    db.close();
    const store = SqliteEventStore.open(file);
    try {
      const startedAt = performance.now();
      let read = 0;
      let fromPosition = 0;
      for (;;) {
        const page = await store.readAll({ fromPosition, maxCount: READ_PAGE_SIZE });
        read += page.length;
        if (page.length < READ_PAGE_SIZE) break;
        fromPosition = page[page.length - 1].position;
      }
      if (read !== totalEvents) throw new Error(`readAll returned ${read} events, expected ${totalEvents}`);
      return perSecond(read, startedAt);
    } finally {
      await store.close();
    }
  });
}

/**
 * The ceiling for benchReadAll: the same log read with one prepared better-sqlite3 statement, pages
 * of READ_PAGE_SIZE by position, data and metadata JSON-parsed, no adapter in between.
 */
export async function benchRawReadCeiling(totalEvents: number): Promise<number> {
  return inTempDir(async (dir) => {
    const db = openRawDatabase(join(dir, 'events.sqlite'));
    insertRawRows(db, sampleEvents(totalEvents));
    try {
      const page = db.prepare<[number, number], { position: number; data: string; metadata: string }>(
        'SELECT position, stream_id, revision, event_id, type, data, metadata, recorded_at FROM events WHERE position > ? ORDER BY position LIMIT ?',
      );
      const startedAt = performance.now();
      let read = 0;
      let fromPosition = 0;
      for (;;) {
        const rows = page.all(fromPosition, READ_PAGE_SIZE);
        for (const row of rows) {
          JSON.parse(row.data);
          JSON.parse(row.metadata);
        }
        read += rows.length;
        if (rows.length < READ_PAGE_SIZE) break;
        fromPosition = rows[rows.length - 1].position;
      }
      if (read !== totalEvents) throw new Error(`read ${read} rows, expected ${totalEvents}`);
      return perSecond(read, startedAt);
    } finally {
      db.close();
    }
  });
}
