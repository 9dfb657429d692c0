import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteDocumentStore } from '@notary/document-store';

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
