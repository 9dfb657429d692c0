import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteDocumentStore, type Filter, type Projection, type Update } from '@notary/document-store';
import * as internals from '../../../libs/document-store/src/sqlite/testing';
import { sortedIds } from './context';

/**
 * The embedded adapter answers common filters, updates and projections without mingo. Each is run
 * here through the fast path and through mingo alone, on documents with the awkward shapes (arrays,
 * nested objects, missing fields, nulls, mixed types, numbers beside numeric strings): any
 * difference fails, so a wrong fast path cannot hide behind the cases it defers.
 */

type Doc = { _id: string } & Record<string, unknown>;

const VALUES: unknown[] = [
  null,
  0,
  1,
  2.5,
  -3,
  1e21,
  'a',
  'b',
  'B',
  '',
  '10',
  '2',
  'é',
  true,
  false,
  [],
  [1],
  [1, 'a'],
  [null],
  [[1]],
  [2.5, -3],
  {},
  { x: 1 },
  { b: 1 },
  { b: null },
  { b: [1, 2] },
  [{ b: 1 }, { b: 2 }],
  [{ b: null }, {}],
];

const DOCS: Doc[] = [
  { _id: 'missing' },
  { _id: 'deep', n: { a: { b: 1 } }, a: 'a' },
  { _id: 'numeric-key', n: { '0': 1, a: 2 }, a: { '0': 'x' } },
  ...VALUES.map((v, i) => ({ _id: `a${i}`, a: v })),
  ...VALUES.map((v, i) => ({ _id: `n${i}`, n: { a: v }, a: 1 })),
  ...VALUES.map((v, i) => ({ _id: `s${i}`, n: v, _position: i })),
];

const OPERANDS: unknown[] = [null, 0, 1, 2.5, -3, 'a', 'b', '', '10', true, false];
const PATHS = ['a', 'n.a', 'n.a.b', 'n.0', '_position'];

function filters(): Filter[] {
  const out: Filter[] = [];
  for (const p of PATHS) {
    for (const x of OPERANDS) {
      out.push(
        { [p]: x },
        { [p]: { $eq: x } },
        { [p]: { $ne: x } },
        { [p]: { $gt: x } },
        { [p]: { $gte: x } },
        { [p]: { $lt: x } },
        { [p]: { $lte: x } },
        { [p]: { $in: [x, 2.5] } },
        { [p]: { $nin: [x, 'b'] } },
        { [p]: { $not: { $gte: x } } },
        { [p]: { $not: { $eq: x } } },
        { [p]: { $gt: x, $lte: 'b' } },
      );
    }
    out.push(
      { [p]: { $exists: true } },
      { [p]: { $exists: false } },
      { [p]: { $in: [null] } },
      { [p]: { $nin: [null] } },
      { [p]: { $in: [] } },
      { [p]: { $nin: [] } },
      { [p]: { $not: { $in: [1, 'a', null] } } },
      { [p]: { $not: { $exists: true } } },
    );
  }
  out.push(
    { $and: [{ a: 1 }, { 'n.a': { $ne: 'a' } }] },
    { a: 1, 'n.a': { $gte: 0 } },
    { $and: [{ _id: 's3' }, { _position: { $not: { $gte: 3 } } }] },
    { $and: [{ _id: 's3' }, { _position: { $not: { $gte: 4 } } }] },
    { $and: [{ a: { $exists: true } }, { $and: [{ a: { $ne: null } }] }] },
  );
  return out;
}

/** Filters outside the subset: the fast compiler must hand them to mingo. */
const UNSUPPORTED: Filter[] = [
  { $or: [{ a: 1 }] },
  { a: { $regex: 'a' } },
  { a: /a/ },
  { a: [1] },
  { a: { x: 1 } },
  { a: { $elemMatch: { b: 1 } } },
  { a: { $size: 1 } },
  { a: { $type: 'string' } },
  { a: { $in: [/a/] } },
  { a: undefined },
  { a: { $gte: null } },
  { a: { $gt: true } },
  { a: { $exists: 1 } },
  { a: { $not: /a/ } },
  { a: {} },
  { a: { $eq: [1] } },
  { $and: [] },
  { $nor: [{ a: 1 }] },
  { 'a.$b': 1 },
  { 'a..b': 1 },
  { $expr: { $eq: ['$a', 1] } },
];

const UPDATE_DOCS: Doc[] = [
  { _id: 'u1' },
  { _id: 'u2', a: 1, b: 'x', n: { a: 1, m: { k: 2 } }, arr: [1, 2], objs: [{ k: 1 }], z: null, s: 'str', t: true, big: 1.7e308 },
  { _id: 'u3', n: null, a: 'text', arr: [], deep: { x: { y: { z: 1 } } } },
  { _id: 'u4', n: 5, a: 1.5, '10': 'numeric key', b: { '2': 'x', a: 1 } },
];

const UPDATES: Update[] = [
  { $set: { a: 2 } },
  { $set: { a: 1 } },
  { $set: { 'n.a': 5 } },
  { $set: { 'n.m.k': 3, 'n.m.new': 1 } },
  { $set: { 'new.deep.path': 'x' } },
  { $set: { arr: [3] } },
  { $set: { 'arr.0': 9 } },
  { $set: { 'objs.0.k': 5 } },
  { $set: { 's.x': 1 } },
  { $set: { 'z.x': 1 } },
  { $set: { 'n.x': 1 } },
  { $set: { o: { nested: [1, { a: 2 }] } } },
  { $set: { a: undefined } },
  { $set: { d: new Date(0) } },
  { $set: { 'b.2': 'y', 'b.1': 'z' } },
  { $set: { 'deep.x.y.w': 2 } },
  { $set: { '10': 'changed' } },
  { $unset: { a: '' } },
  { $unset: { 'n.a': 1 } },
  { $unset: { missing: 1 } },
  { $unset: { 'missing.deep': 1 } },
  { $unset: { 'arr.0': 1 } },
  { $unset: { 's.x': 1 } },
  { $unset: { 'deep.x.y.z': 1 } },
  { $inc: { a: 1 } },
  { $inc: { a: -2.5 } },
  { $inc: { newField: 3 } },
  { $inc: { 'n.a': 1 } },
  { $inc: { 'stats.views': 1 } },
  { $inc: { b: 1 } },
  { $inc: { z: 1 } },
  { $inc: { a: 'x' } },
  { $inc: { big: 1.7e308 } },
  { $inc: { a: 0 } },
  { $set: { a: 1 }, $inc: { c: 1 }, $unset: { b: 1 } },
  { $inc: { c: 1 }, $set: { b2: 1, a0: 2 } },
  { $set: { a: 1 }, $inc: { a: 1 } },
  { $set: { n: {} }, $unset: { 'n.a': 1 } },
  { $set: { 'n.a': 1, 'n.a.b': 2 } },
  { $set: { _id: 'x' } },
  { $set: { '_id.x': 1 } },
  { $set: { 'arr.$': 1 } },
  { $set: { 'arr.$[]': 1 } },
  { $set: { '__proto__.x': 1 } },
  { $set: { a: 1 }, $setOnInsert: { c: 2 } },
  { $setOnInsert: { a: 5 }, $set: { a: 1 } },
  { $setOnInsert: { 'n.q': 1, created: 'now' } },
  { $push: { arr: 1 } },
  { $set: { 'x.y': 1 }, $setOnInsert: { x: { z: 1 } } },
];

const PROJECTIONS: Projection[] = [
  { a: 0 },
  { a: 0, n: 0 },
  { _id: 0 },
  { a: 0, _id: 0 },
  { a: 1 },
  { a: 1, _id: 0 },
  { _id: 1 },
  { a: 1, n: 1 },
  { missing: 1 },
  { missing: 0 },
  { 'n.a': 1 },
  { 'n.a': 0 },
  { a: 1, n: 0 },
  { _id: 1, a: 0 },
  { _position: 0, a: 0 },
];

/** What running `fn` gives: the JSON of its result (key order matters), or that it threw. */
function outcome(fn: () => unknown): string {
  try {
    return JSON.stringify(fn());
  } catch {
    return 'threw';
  }
}

export function sqliteFastPathEquivalence(): void {
  describe('SqliteDocumentStore fast paths agree with mingo', () => {
    it('filters: the same answer for every document, and the fast path decides most of them', () => {
      const mismatches: string[] = [];
      let decided = 0;
      let total = 0;
      for (const filter of filters()) {
        // Ranges over null or booleans are left to mingo; the rest compiles.
        const fast = internals.compileFastFilter(filter);
        const predicate = internals.compileFilter(filter);
        const query = internals.mingoQuery(filter);
        for (const doc of DOCS) {
          total++;
          if (fast?.(doc) !== undefined) decided++;
          if (predicate(doc) !== query.test(doc)) mismatches.push(`${JSON.stringify(filter)} on ${JSON.stringify(doc)}: mingo says ${query.test(doc)}`);
        }
      }
      expect(mismatches).toEqual([]);
      expect(decided / total).toBeGreaterThan(0.5);
    });

    const label = (filter: Filter) =>
      JSON.stringify(filter, (_key, value: unknown) => (value instanceof RegExp ? String(value) : value === undefined ? 'undefined' : value));
    it.each(UNSUPPORTED.map((f) => [label(f), f] as const))('filters: %s is left to mingo', (_label, filter) => {
      expect(internals.compileFastFilter(filter)).toBeNull();
    });

    it('updates: the same document (fields in the same order) or the same failure, and the input untouched', () => {
      const mismatches: string[] = [];
      let fast = 0;
      for (const doc of UPDATE_DOCS) {
        for (const update of UPDATES) {
          for (const inserting of [false, true]) {
            const before = JSON.stringify(doc);
            const expected = outcome(() => internals.applyUpdateWithMingo(doc, update, {}, inserting));
            const actual = outcome(() => internals.applyUpdate(doc, update, {}, inserting).doc);
            if (internals.fastUpdate(doc, update, inserting)) fast++;
            const label = `${JSON.stringify(update)} on ${before}${inserting ? ' (inserting)' : ''}`;
            if (actual !== expected) mismatches.push(`${label}: ${actual} instead of ${expected}`);
            if (JSON.stringify(doc) !== before) mismatches.push(`${label} changed its input`);
          }
        }
      }
      expect(mismatches).toEqual([]);
      expect(fast).toBeGreaterThan(UPDATE_DOCS.length * UPDATES.length * 0.6);
    });

    it('updates: the fast path reports the paths it wrote', () => {
      const result = internals.fastUpdate(UPDATE_DOCS[1], { $set: { 'n.m.k': 3 }, $inc: { c: 1 }, $setOnInsert: { s0: 1 } }, true);
      expect(result?.paths).toEqual(['n.m.k', 'c', 's0']);
    });

    it('projections: the same fields, in the document order for the fast ones', () => {
      const docs = [...DOCS, ...UPDATE_DOCS];
      for (const projection of PROJECTIONS) {
        const expected = outcome(() => internals.projectWithMingo(docs, projection).map((d) => sortKeys(d)));
        const actual = outcome(() => internals.project(docs, projection).map((d) => sortKeys(d)));
        expect({ projection, actual }).toEqual({ projection, actual: expected });
        if (!internals.compileFastProjection(projection)) continue;
        internals.project(docs, projection).forEach((projected, i) => {
          const order = Object.keys(docs[i]).filter((key) => key in projected);
          expect(Object.keys(projected)).toEqual(order);
        });
      }
    });

    describe('through the store', () => {
      let dir: string;
      let store: SqliteDocumentStore;
      beforeEach(async () => {
        dir = mkdtempSync(join(tmpdir(), 'docstore-fast-'));
        store = await SqliteDocumentStore.open(join(dir, 'fast.db'));
      });
      afterEach(async () => {
        await store.close();
        rmSync(dir, { recursive: true, force: true });
      });

      it('orders strings as MongoDB (UTF-8 bytes) in range filters, with and without an index', async () => {
        const plain = store.collection('strings');
        const indexed = store.collection('strings_indexed');
        await indexed.createIndex({ s: 1 });
        for (const c of [plain, indexed]) {
          for (const [i, s] of ['\uFFFD', '\u{1F600}', 'z', '\uE000'].entries()) await c.insertOne({ _id: `d${i}`, s });
        }
        for (const c of [plain, indexed]) {
          expect(sortedIds(await c.find({ s: { $gt: '\uFFFD' } }))).toEqual(['d1']);
          expect(sortedIds(await c.find({ s: { $lt: '\u{1F600}' } }))).toEqual(['d0', 'd2', 'd3']);
        }
      });

      it('an update that changes no indexed field leaves the index rows as they were', async () => {
        const c = store.collection('untouched');
        await c.createIndex({ OwnerId: 1, At: -1 });
        await c.insertOne({ _id: 'a', OwnerId: 'u1', At: '2024-01-01', n: 1 });
        await c.updateOne({ _id: 'a' }, { $inc: { n: 1 }, $set: { 'meta.seen': true } });
        await c.updateOne({ _id: 'a' }, { $set: { At: '2024-02-01' } });
        expect(await c.find({ OwnerId: 'u1', At: { $gt: '2024-01-15' } })).toEqual([{ _id: 'a', OwnerId: 'u1', At: '2024-02-01', n: 2, meta: { seen: true } }]);
        expect(await c.countDocuments({ OwnerId: 'u1', At: '2024-01-01' })).toBe(0);
      });
    });
  });
}

function sortKeys(doc: unknown): unknown {
  const record = doc as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, record[key]]),
  );
}
