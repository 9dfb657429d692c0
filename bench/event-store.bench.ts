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
 * included), not generating test data. Relative imports (not @notary/...) so
 * `node -r @swc-node/register` runs them without path mapping.
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
      return perSecond(concurrency * perAppender, startedAt);
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
