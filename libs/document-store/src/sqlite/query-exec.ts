import type { CollectionInfo } from './index-keys';
import { InvalidQueryError, type Filter, type FindOptions } from '../document-store.port';
import { sortDocuments } from './bson-order';
import { ID_INDEX } from './catalog';
import type { Connection } from './connection';
import { compileFilter, project, type Predicate } from './mingo-bridge';
import { analyzeFilter, planQuery, type Plan } from './planner';

export type StoredDocument = { _id: string } & Record<string, unknown>;

interface Normalized {
  sort: Array<[string, 1 | -1]>;
  skip: number;
  limit: number;
}

export function normalizeOptions(options: FindOptions = {}): Normalized {
  const sort = Object.entries(options.sort ?? {});
  for (const [path, dir] of sort) {
    if (dir !== 1 && dir !== -1) throw new InvalidQueryError(`Invalid sort: ${path} must be 1 or -1`);
  }
  const skip = options.skip ?? 0;
  const limit = Math.abs(options.limit ?? 0); // MongoDB: a negative limit is a single batch of |n|
  if (!Number.isInteger(skip) || skip < 0) throw new InvalidQueryError('Invalid skip: a non-negative integer is required');
  if (!Number.isInteger(limit)) throw new InvalidQueryError('Invalid limit: an integer is required');
  return { sort, skip, limit };
}

export function plan(info: CollectionInfo, filter: Filter, sort: Array<[string, 1 | -1]>): Plan {
  return planQuery(analyzeFilter(filter), info.indexes, sort);
}

function selectSql(info: CollectionInfo, p: Plan): string {
  const extra = p.boundary.map((column) => `, ${column}`).join('');
  const from = p.index ? `"${p.index.table}" AS i CROSS JOIN "${info.table}" AS c ON c._id = i._id` : `"${info.table}" AS c`;
  const where = p.conditions.length > 0 ? ` WHERE ${p.conditions.join(' AND ')}` : '';
  const order = p.orderBy.length > 0 ? ` ORDER BY ${p.orderBy.join(', ')}` : '';
  return `SELECT c._id, c.doc${extra} FROM ${from}${where}${order}`;
}

/**
 * Streams candidates in the plan's order and stops as soon as the page is certain: once skip+limit
 * documents passed the filter, it only reads on while the delivered sort key stays the same (those
 * ties may still sort before the last one by the rest of the sort or by _id). `texts`, when given,
 * receives the stored JSON of each document returned (writes compare it and skip re-encoding).
 */
function collect(conn: Connection, info: CollectionInfo, p: Plan, test: Predicate, need: number, texts?: string[]): StoredDocument[] {
  const canStop = Number.isFinite(need) && (p.sort === 'none' || p.sort === 'index' || p.sort === 'partial');
  const statement = conn.prepare(selectSql(info, p)).raw(true);
  const seen = p.dedupe ? new Set<string>() : null;
  const out: StoredDocument[] = [];
  let boundary: string | undefined;
  const keyOf = (row: unknown[]) => JSON.stringify(row.slice(2));
  // A point lookup reads a few rows: one call is cheaper than stepping an iterator.
  const rows = (p.point ? statement.all(...p.params) : statement.iterate(...p.params)) as Iterable<unknown[]>;
  for (const row of rows) {
    const id = row[0] as string;
    if (seen) {
      if (seen.has(id)) continue;
      seen.add(id);
    }
    if (boundary !== undefined && keyOf(row) !== boundary) break;
    const doc = JSON.parse(row[1] as string) as StoredDocument;
    if (!test(doc)) continue;
    out.push(doc);
    texts?.push(row[1] as string);
    if (canStop && boundary === undefined && out.length >= need) {
      if (p.boundary.length === 0) break;
      boundary = keyOf(row);
    }
  }
  return out;
}

/**
 * The commonest read (a session, an account, a document by its id and owner, which the owner scope
 * adds): `{ _id: '...' }` with scalar equalities beside it, no sort, no skip. One primary-key
 * lookup, with none of the filter compiling and planning that made it 40 µs instead of a few
 * (bench:api's profile: sessions and accounts on every save). Null when the filter is not so.
 */
function byIdOnly(filter: Filter, options: FindOptions | undefined): { id: string; equal: Array<[string, string | number | boolean]> } | null {
  if (typeof filter._id !== 'string' || options?.sort !== undefined || (options?.skip ?? 0) !== 0) return null;
  const equal: Array<[string, string | number | boolean]> = [];
  for (const key in filter) {
    if (key === '_id') continue;
    const value = filter[key];
    if (
      key.startsWith('$') ||
      key.includes('.') ||
      !(typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && !Number.isNaN(value)))
    )
      return null;
    equal.push([key, value]);
  }
  return { id: filter._id, equal };
}

export function findDocuments(conn: Connection, info: CollectionInfo | null, filter: Filter, options?: FindOptions): StoredDocument[] {
  const byId = info ? byIdOnly(filter, options) : null;
  if (byId && info) {
    const text = conn.prepare(`SELECT doc FROM "${info.table}" WHERE _id = ?`).pluck(true).get(byId.id) as string | undefined;
    const doc = text === undefined ? undefined : (JSON.parse(text) as StoredDocument);
    // A field holding an array matches an element too: such a document takes the general path.
    if (!doc || byId.equal.every(([key]) => !Array.isArray(doc[key]))) {
      const matches = doc !== undefined && byId.equal.every(([key, value]) => doc[key] === value);
      return project(matches ? [doc] : [], options?.projection);
    }
  }
  const { sort, skip, limit } = normalizeOptions(options);
  const test = compileFilter(filter);
  if (!info) return project([], options?.projection);
  const p = plan(info, filter, sort);
  const docs = collect(conn, info, p, test, limit > 0 ? skip + limit : Infinity);
  const ordered = sort.length > 0 ? sortDocuments(docs, sort) : docs;
  const page = limit > 0 ? ordered.slice(skip, skip + limit) : ordered.slice(skip);
  return project(page, options?.projection);
}

/**
 * The same query over documents already in memory (a replayed read model): the same filter, sort
 * order and projection as the store, with no index to plan. The documents are not copied unless
 * the projection makes copies.
 */
export function findInMemory<T extends { _id: string }>(docs: readonly T[], filter: Filter, options?: FindOptions): T[] {
  const { sort, skip, limit } = normalizeOptions(options);
  const test = compileFilter(filter);
  const matched = docs.filter((doc) => test(doc as Record<string, unknown>));
  const ordered = sort.length > 0 ? sortDocuments(matched, sort) : matched;
  const page = limit > 0 ? ordered.slice(skip, skip + limit) : skip > 0 ? ordered.slice(skip) : ordered;
  return project(page, options?.projection);
}

/** The documents a write changes (in no particular order), each with its stored JSON. */
export function findForWrite(conn: Connection, info: CollectionInfo | null, filter: Filter, limit = Infinity): { docs: StoredDocument[]; texts: string[] } {
  const test = compileFilter(filter);
  const texts: string[] = [];
  if (!info) return { docs: [], texts };
  return { docs: collect(conn, info, plan(info, filter, []), test, limit, texts), texts };
}

export function countDocuments(conn: Connection, info: CollectionInfo | null, filter: Filter): number {
  const test = compileFilter(filter);
  if (!info) return 0;
  const p = plan(info, filter, []);
  if (!p.exact) return collect(conn, info, p, test, Infinity).length;
  const where = p.conditions.length > 0 ? ` WHERE ${p.conditions.join(' AND ')}` : '';
  const sql = p.index
    ? `SELECT count(${p.dedupe ? 'DISTINCT i._id' : '*'}) FROM "${p.index.table}" AS i${where}`
    : `SELECT count(*) FROM "${info.table}" AS c${where}`;
  return conn
    .prepare(sql)
    .pluck(true)
    .get(...p.params) as number;
}

export interface Explanation {
  /** The index that narrowed the candidates: its name, '_id_' for the primary key, null for a scan. */
  index: string | null;
  /** The whole requested sort came from the index order (the query stops after the page). */
  sortFromIndex: boolean;
  /** How the sort is done: index, partial (index order, ties sorted in memory), memory or none. */
  sort: Plan['sort'];
  /** countDocuments answers in SQL without loading documents. */
  exactCount: boolean;
  multikey: boolean;
  sql: string;
  /** SQLite's EXPLAIN QUERY PLAN details for `sql`. */
  sqlitePlan: string[];
}

export function explainQuery(conn: Connection, info: CollectionInfo | null, filter: Filter, options?: FindOptions): Explanation {
  const { sort } = normalizeOptions(options);
  compileFilter(filter);
  if (!info) return { index: null, sortFromIndex: false, sort: sort.length ? 'memory' : 'none', exactCount: true, multikey: false, sql: '', sqlitePlan: [] };
  const p = plan(info, filter, sort);
  const sql = selectSql(info, p);
  const details = conn.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...p.params) as Array<{ detail: string }>;
  return {
    index: p.index ? p.index.name : p.primary ? ID_INDEX : null,
    sortFromIndex: p.sort === 'index',
    sort: p.sort,
    exactCount: p.exact,
    multikey: p.dedupe,
    sql,
    sqlitePlan: details.map((d) => d.detail),
  };
}
