import { isPlainObject, pathValues, rankOf, Rank } from './bson-order';

/** One createIndex() as recorded in the catalog. */
export interface IndexMeta {
  name: string;
  /** The index table, whose rows are (t0, v0, t1, v1, ..., _id). */
  table: string;
  keys: Array<[string, 1 | -1]>;
  unique: boolean;
  /** Some document had an array on an indexed path: several rows per document, no sort order. */
  multikey: boolean;
  /** Some document had an object (or nested array) value: JSON text does not sort like BSON. */
  unsortable: boolean;
}

export type SqlValue = number | string;
/** The (type rank, value) pair stored in an index row for one key field. */
export type EncodedKey = [number, SqlValue];

/**
 * Encodes a value so that SQLite's (rank, value) order is MongoDB's order for scalars: numbers as
 * REAL, strings as TEXT (BINARY collation = UTF-8 bytes), booleans as 0/1. Null gets a non-NULL
 * placeholder so that a unique index treats two missing fields as duplicates, as MongoDB does.
 */
export function encodeKey(value: unknown): EncodedKey {
  const rank = rankOf(value);
  switch (rank) {
    case Rank.NUMBER:
      return [rank, value as number];
    case Rank.STRING:
      return [rank, value as string];
    case Rank.BOOLEAN:
      return [rank, value ? 1 : 0];
    case Rank.OBJECT:
    case Rank.ARRAY:
      return [rank, JSON.stringify(value)];
    default:
      return [rank, 0];
  }
}

/** True for values the planner turns into index conditions (compared the same way in SQL). */
export function isIndexableScalar(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));
}

export interface IndexRows {
  /** Distinct rows, each [t0, v0, t1, v1, ...] (without the _id). */
  rows: SqlValue[][];
  multikey: boolean;
  unsortable: boolean;
}

const segmentsOf = new Map<string, string[]>();
const NOT_SCALAR = Symbol('notScalar');

/** The value a path reaches through plain objects (null when missing), or NOT_SCALAR. */
function scalarAt(doc: unknown, path: string): unknown {
  let segments = segmentsOf.get(path);
  if (!segments) segmentsOf.set(path, (segments = path.split('.')));
  let value = doc;
  for (const segment of segments) {
    if (value === null || typeof value !== 'object') return null;
    if (Array.isArray(value)) return NOT_SCALAR;
    value = Object.prototype.hasOwnProperty.call(value, segment) ? (value as Record<string, unknown>)[segment] : undefined;
  }
  if (value === undefined) return null;
  return value !== null && typeof value === 'object' ? NOT_SCALAR : value;
}

/**
 * The index rows of one document: the cartesian product of each key field's values (one row per
 * array element, as MongoDB's multikey indexes; MongoDB refuses parallel arrays, we index them).
 * Most documents reach a scalar on every key path: one row, without the general walk.
 */
export function indexRows(doc: unknown, keys: Array<[string, 1 | -1]>): IndexRows {
  const row: SqlValue[] = [];
  for (const [path] of keys) {
    const value = scalarAt(doc, path);
    if (value === NOT_SCALAR) return generalIndexRows(doc, keys);
    const [rank, encoded] = encodeKey(value);
    row.push(rank, encoded);
  }
  return { rows: [row], multikey: false, unsortable: false };
}

function generalIndexRows(doc: unknown, keys: Array<[string, 1 | -1]>): IndexRows {
  let rows: SqlValue[][] = [[]];
  let multikey = false;
  let unsortable = false;
  for (const [path] of keys) {
    const reached = pathValues(doc, path);
    multikey ||= reached.multikey;
    const encoded = new Map<string, EncodedKey>();
    for (const value of reached.values) {
      if (isPlainObject(value) || Array.isArray(value)) unsortable = true;
      const key = encodeKey(value);
      encoded.set(`${key[0]}|${typeof key[1]}|${key[1]}`, key);
    }
    const next: SqlValue[][] = [];
    for (const row of rows) for (const [t, v] of encoded.values()) next.push([...row, t, v]);
    rows = next;
  }
  return { rows, multikey, unsortable };
}

/** MongoDB's default index name: field_1_other_-1. */
export function defaultIndexName(keys: Array<[string, 1 | -1]>): string {
  return keys.map(([field, dir]) => `${field}_${dir}`).join('_');
}

export function sameRows(a: SqlValue[][], b: SqlValue[][]): boolean {
  if (a.length !== b.length) return false;
  if (a.length === 1) return a[0].every((value, i) => value === b[0][i]);
  const seen = new Set(a.map((row) => JSON.stringify(row)));
  return b.every((row) => seen.has(JSON.stringify(row)));
}

/** A collection as the catalog knows it: its table and its indexes. */
export interface CollectionInfo {
  name: string;
  table: string;
  indexes: IndexMeta[];
}
