import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteDocumentStore } from '@notary/document-store';
import { indexRows } from '../libs/document-store/src/sqlite/index-keys';

export interface PerOwnerFindOptions {
  documents: number;
  owners: number;
  /** Timed queries (after a short warm-up). */
  queries?: number;
  /** Page size of each query. */
  limit?: number;
}

export interface PerOwnerFindResult {
  documents: number;
  owners: number;
  queries: number;
  /** Inserting every document, index maintenance included, in batches of one transaction each. */
  loadMs: number;
  p50: number;
  p95: number;
  p99: number;
  /** The index the planner used and whether the sort came from it (it should). */
  index: string | null;
  sortFromIndex: boolean;
}

const LAST_NAMES = ['Adams', 'Baker', 'Clark', 'Davis', 'Evans', 'Fox', 'Garcia', 'Hill', 'Ito', 'Jones'];
const BATCH = 5_000;

/** A deterministic generator, so two runs measure the same data and the same queries. */
function random(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;

const START = Date.UTC(2022, 0, 1);

/** Document i of the collection; `next` is the shared generator, so the sequence fixes the data. */
function sampleDocument(i: number, owners: number, next: () => number) {
  return {
    _id: `signing-${i}`,
    OwnerId: `owner-${Math.floor(next() * owners)}`,
    AppointmentDateTime: new Date(START + Math.floor(next() * 3 * 365 * 24 * 60) * 60_000).toISOString(),
    LastName: LAST_NAMES[i % LAST_NAMES.length],
    Status: next() < 0.8 ? 'Completed' : 'Scheduled',
    Fee: Math.round(next() * 20_000) / 100,
  };
}

/**
 * The read models' hottest query on the embedded store: one owner's signings, newest first, one
 * page ({ OwnerId }, sort AppointmentDateTime -1, limit 100), among many owners' documents.
 */
export async function benchPerOwnerFind(options: PerOwnerFindOptions): Promise<PerOwnerFindResult> {
  const { documents, owners, queries = 500, limit = 100 } = options;
  const dir = mkdtempSync(join(tmpdir(), 'bench-docstore-'));
  const store = await SqliteDocumentStore.open(join(dir, 'bench.db'));
  try {
    const signings = store.collection('signings');
    await signings.createIndex({ OwnerId: 1, AppointmentDateTime: -1 });
    const next = random(42);
    const loadStarted = performance.now();
    for (let from = 0; from < documents; from += BATCH) {
      await store.withTransaction(async () => {
        for (let i = from; i < Math.min(documents, from + BATCH); i++) await signings.insertOne(sampleDocument(i, owners, next));
      });
    }
    const loadMs = performance.now() - loadStarted;

    const query = (owner: number) => signings.find({ OwnerId: `owner-${owner}` }, { sort: { AppointmentDateTime: -1 }, limit });
    for (let i = 0; i < 20; i++) await query(i % owners);
    const timings: number[] = [];
    for (let i = 0; i < queries; i++) {
      const owner = Math.floor(next() * owners);
      const started = performance.now();
      await query(owner);
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    const plan = await signings.explain({ OwnerId: 'owner-0' }, { sort: { AppointmentDateTime: -1 }, limit });
    return {
      documents,
      owners,
      queries,
      loadMs: round(loadMs),
      p50: round(percentile(timings, 50)),
      p95: round(percentile(timings, 95)),
      p99: round(percentile(timings, 99)),
      index: plan.index,
      sortFromIndex: plan.sortFromIndex,
    };
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface RawPageFloorResult {
  documents: number;
  owners: number;
  queries: number;
  p50: number;
  p95: number;
  p99: number;
}

/**
 * The floor under benchPerOwnerFind, same run, same data and same owners queried: the page straight
 * from better-sqlite3 on a plain table (owner, at, doc) with an (owner, at DESC) index, rows
 * JSON-parsed, no query language, no planner, no index tables. What SQLite itself costs for the page.
 */
export async function benchRawPageFloor(options: PerOwnerFindOptions): Promise<RawPageFloorResult> {
  const { documents, owners, queries = 500, limit = 100 } = options;
  const dir = mkdtempSync(join(tmpdir(), 'bench-docstore-raw-'));
  const db = new Database(join(dir, 'raw.db'));
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.exec('CREATE TABLE signings (_id TEXT PRIMARY KEY, owner TEXT NOT NULL, at TEXT NOT NULL, doc TEXT NOT NULL) WITHOUT ROWID');
    db.exec('CREATE INDEX signings_by_owner ON signings (owner, at DESC)');
    const next = random(42);
    const insert = db.prepare('INSERT INTO signings VALUES (?, ?, ?, ?)');
    const load = db.transaction((from: number, to: number) => {
      for (let i = from; i < to; i++) {
        const doc = sampleDocument(i, owners, next);
        insert.run(doc._id, doc.OwnerId, doc.AppointmentDateTime, JSON.stringify(doc));
      }
    });
    for (let from = 0; from < documents; from += BATCH) load(from, Math.min(documents, from + BATCH));
    const page = db.prepare('SELECT doc FROM signings WHERE owner = ? ORDER BY at DESC, _id LIMIT ?').pluck(true);
    const query = (owner: number) => (page.all(`owner-${owner}`, limit) as string[]).map((doc) => JSON.parse(doc) as unknown);
    for (let i = 0; i < 20; i++) query(i % owners);
    const timings: number[] = [];
    for (let i = 0; i < queries; i++) {
      const owner = Math.floor(next() * owners);
      const started = performance.now();
      query(owner);
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    return { documents, owners, queries, p50: round(percentile(timings, 50)), p95: round(percentile(timings, 95)), p99: round(percentile(timings, 99)) };
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface RawReadModelWriteResult {
  documents: number;
  /** The documents' JSON, as the store keeps it. */
  jsonBytes: number;
  indexRows: number;
  ms: number;
  /** Where the time went: JSON.stringify, the documents' rows, the index rows (computed and inserted), the commits. */
  parts: { stringifyMs: number; documentRowsMs: number; indexRowsMs: number; commitMs: number };
}

/**
 * The write floor of a set of read models on this machine: the documents written into a fresh SQLite
 * file laid out as the embedded store lays a collection out (catalog.ts: a table of `_id` and the
 * JSON text, and a WITHOUT ROWID table per index whose primary key is the index's (rank, value)
 * pairs and the `_id`), with nothing around the inserts: no query, no check, no copy, one
 * transaction per collection, prepared statements, and the store's own key encoding (indexRows).
 * The same pragmas as the rebuildable read models (WAL, synchronous=NORMAL, a 256 MB page cache).
 * Whatever builds these read models into the embedded store does at least this much work.
 */
export function benchRawReadModelWrite(
  collections: Record<string, ReadonlyArray<{ _id: string } & Record<string, unknown>>>,
  indexes: ReadonlyArray<{ collection: string; keys: Record<string, 1 | -1> }>,
): RawReadModelWriteResult {
  const dir = mkdtempSync(join(tmpdir(), 'bench-write-floor-'));
  const db = new Database(join(dir, 'read-models.sqlite'));
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('cache_size = -262144');
    const parts = { stringifyMs: 0, documentRowsMs: 0, indexRowsMs: 0, commitMs: 0 };
    let documents = 0;
    let jsonBytes = 0;
    let rowsWritten = 0;
    const started = performance.now();
    for (const [name, docs] of Object.entries(collections)) {
      if (docs.length === 0) continue;
      const table = `c_${name.replace(/[^A-Za-z0-9_]/g, '_')}`;
      db.exec(`CREATE TABLE "${table}" (_id TEXT NOT NULL PRIMARY KEY, doc TEXT NOT NULL)`);
      const indexTables = indexes
        .filter((index) => index.collection === name)
        .map((index, n) => {
          const keys = Object.entries(index.keys) as Array<[string, 1 | -1]>;
          const indexTable = `${table}__ix${n}`;
          const columns = keys.map((_, i) => `t${i} INTEGER NOT NULL, v${i} NOT NULL`).join(', ');
          const order = keys.map(([, dir], i) => `t${i} ${dir === 1 ? 'ASC' : 'DESC'}, v${i} ${dir === 1 ? 'ASC' : 'DESC'}`).join(', ');
          db.exec(`CREATE TABLE "${indexTable}" (${columns}, _id TEXT NOT NULL, PRIMARY KEY (${order}, _id)) WITHOUT ROWID`);
          return { keys, insert: db.prepare(`INSERT INTO "${indexTable}" VALUES (${'?, '.repeat(keys.length * 2)}?)`) };
        });
      db.exec('BEGIN');
      let at = performance.now();
      // _id first, as the store writes a document.
      const texts = docs.map(({ _id, ...fields }) => JSON.stringify({ _id, ...fields }));
      parts.stringifyMs += performance.now() - at;
      at = performance.now();
      const insert = db.prepare(`INSERT INTO "${table}" (_id, doc) VALUES (?, ?)`);
      for (let i = 0; i < docs.length; i++) {
        insert.run(docs[i]!._id, texts[i]);
        jsonBytes += texts[i]!.length;
      }
      parts.documentRowsMs += performance.now() - at;
      at = performance.now();
      for (const { keys, insert: insertRow } of indexTables) {
        for (const doc of docs) {
          for (const row of indexRows(doc, keys).rows) {
            insertRow.run(...row, doc._id);
            rowsWritten += 1;
          }
        }
      }
      parts.indexRowsMs += performance.now() - at;
      at = performance.now();
      db.exec('COMMIT');
      parts.commitMs += performance.now() - at;
      documents += docs.length;
    }
    const ms = performance.now() - started;
    return {
      documents,
      jsonBytes,
      indexRows: rowsWritten,
      ms: round(ms),
      parts: {
        stringifyMs: Math.round(parts.stringifyMs),
        documentRowsMs: Math.round(parts.documentRowsMs),
        indexRowsMs: Math.round(parts.indexRowsMs),
        commitMs: Math.round(parts.commitMs),
      },
    };
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
