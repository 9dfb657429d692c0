/**
 * MongoDB's comparison order for the JSON subset of BSON, shared by the in-memory sort and the
 * index encoding so that an index scan and a sort of loaded documents agree on every value.
 */

/** Marks an empty array at a path: MongoDB sorts and indexes it below null. */
export const EMPTY_ARRAY: unique symbol = Symbol('emptyArray');

/** BSON type ranks (MinKey/undefined 0 < null 1 < numbers 2 < strings 3 < objects 4 < arrays 5 < booleans 8). */
export const Rank = { EMPTY: 0, NULL: 1, NUMBER: 2, STRING: 3, OBJECT: 4, ARRAY: 5, BOOLEAN: 8 } as const;

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export function rankOf(value: unknown): number {
  if (value === EMPTY_ARRAY) return Rank.EMPTY;
  if (value === null || value === undefined) return Rank.NULL;
  switch (typeof value) {
    case 'number':
      return Rank.NUMBER;
    case 'string':
      return Rank.STRING;
    case 'boolean':
      return Rank.BOOLEAN;
    default:
      return Array.isArray(value) ? Rank.ARRAY : Rank.OBJECT;
  }
}

/** Remaps UTF-16 code units so that comparing them yields code point (= UTF-8 byte) order. */
function codeUnitKey(unit: number): number {
  if (unit >= 0xd800 && unit <= 0xdfff) return unit + 0x2000;
  if (unit >= 0xe000) return unit - 0x800;
  return unit;
}

/** String order of MongoDB's simple collation (UTF-8 bytes), which is also SQLite's BINARY. */
export function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codeUnitKey(x) - codeUnitKey(y);
  }
  return a.length - b.length;
}

export function compareValues(a: unknown, b: unknown): number {
  const ra = rankOf(a);
  const rb = rankOf(b);
  if (ra !== rb) return ra - rb;
  switch (ra) {
    case Rank.NUMBER:
      return (a as number) < (b as number) ? -1 : (a as number) > (b as number) ? 1 : 0;
    case Rank.STRING:
      return compareStrings(a as string, b as string);
    case Rank.BOOLEAN:
      return Number(a) - Number(b);
    case Rank.ARRAY:
      return compareArrays(a as unknown[], b as unknown[]);
    case Rank.OBJECT:
      return compareObjects(a as Record<string, unknown>, b as Record<string, unknown>);
    default:
      return 0;
  }
}

function compareArrays(a: unknown[], b: unknown[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = compareValues(a[i], b[i]);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}

/** BSON objects compare pair by pair: value type, then field name, then value. */
function compareObjects(a: Record<string, unknown>, b: Record<string, unknown>): number {
  const ka = Object.keys(a).filter((k) => a[k] !== undefined);
  const kb = Object.keys(b).filter((k) => b[k] !== undefined);
  const n = Math.min(ka.length, kb.length);
  for (let i = 0; i < n; i++) {
    const byType = rankOf(a[ka[i]]) - rankOf(b[kb[i]]);
    if (byType !== 0) return byType;
    const byName = compareStrings(ka[i], kb[i]);
    if (byName !== 0) return byName;
    const byValue = compareValues(a[ka[i]], b[kb[i]]);
    if (byValue !== 0) return byValue;
  }
  return ka.length - kb.length;
}

export interface PathValues {
  values: unknown[];
  /** An array was met on the path (the document needs several index keys for it). */
  multikey: boolean;
}

/**
 * The values a dotted path reaches, the way MongoDB indexes them: arrays met on the way are
 * expanded element by element (and, for a numeric segment, also indexed positionally); an array at
 * the end contributes its elements; a path that reaches nothing contributes null.
 */
export function pathValues(doc: unknown, path: string): PathValues {
  const out: PathValues = { values: [], multikey: false };
  walk(doc, path.split('.'), 0, out);
  if (out.values.length === 0) out.values.push(null);
  return out;
}

function walk(value: unknown, segments: string[], i: number, out: PathValues): void {
  if (i === segments.length) {
    if (!Array.isArray(value)) {
      out.values.push(value === undefined ? null : value);
      return;
    }
    out.multikey = true;
    if (value.length === 0) out.values.push(EMPTY_ARRAY);
    else for (const element of value) out.values.push(element === undefined ? null : element);
    return;
  }
  const segment = segments[i];
  if (Array.isArray(value)) {
    out.multikey = true;
    if (/^\d+$/.test(segment) && Number(segment) < value.length) walk(value[Number(segment)], segments, i + 1, out);
    for (const element of value) {
      if (isPlainObject(element)) walk(own(element, segment), segments, i + 1, out);
    }
    return;
  }
  if (isPlainObject(value)) walk(own(value, segment), segments, i + 1, out);
  else out.values.push(null);
}

/** Own properties only: a path like "constructor" must not reach Object.prototype. */
function own(object: Record<string, unknown>, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(object, key) ? object[key] : undefined;
}

/** MongoDB's sort key of one field: the smallest reached value ascending, the largest descending. */
export function sortKey(doc: unknown, path: string, direction: 1 | -1): unknown {
  const { values } = pathValues(doc, path);
  let best = values[0];
  for (let i = 1; i < values.length; i++) {
    const c = compareValues(values[i], best);
    if (direction === 1 ? c < 0 : c > 0) best = values[i];
  }
  return best;
}

/**
 * Sorts with MongoDB's semantics; ties are broken by _id ascending so that every query plan
 * (index order or in-memory sort) returns the same page, which MongoDB leaves unspecified.
 */
export function sortDocuments<T extends { _id: string }>(docs: T[], spec: Array<[string, 1 | -1]>): T[] {
  const keyed = docs.map((doc) => ({ doc, keys: spec.map(([path, dir]) => sortKey(doc, path, dir)) }));
  keyed.sort((x, y) => {
    for (let i = 0; i < spec.length; i++) {
      const c = compareValues(x.keys[i], y.keys[i]);
      if (c !== 0) return c * spec[i][1];
    }
    return compareStrings(x.doc._id, y.doc._id);
  });
  return keyed.map((k) => k.doc);
}
