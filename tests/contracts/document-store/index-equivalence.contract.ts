import type { Collection, Document, Filter, FindOptions } from '@notary/document-store';
import { insertAll, sortedIds, type ContractContext } from './context';

/** A deterministic pseudo-random sequence, so failures reproduce. */
function generator(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
}

/** Documents with the awkward shapes: mixed types, missing fields, arrays, nested arrays, objects. */
function dataset(size: number): Document[] {
  const random = generator(7);
  const pick = <T>(values: T[]): T => values[Math.floor(random() * values.length)];
  const values: unknown[] = [1, 2, 3.5, 5, 8, -2, 0, 'a', 'b', 'c', 'B', true, false, null, [1, 9], [5, 6], [], [[5]], { x: 1 }, 'é'];
  return Array.from({ length: size }, (_, i) => {
    const doc: Document = { _id: `d${String(i).padStart(3, '0')}`, owner: `o${Math.floor(random() * 5)}` };
    if (random() < 0.9) doc.date = `2024-0${1 + Math.floor(random() * 9)}-${pick(['01', '15'])}`;
    if (random() < 0.85) doc.v = pick(values);
    const tags = random();
    if (tags < 0.6) doc.tags = ['red', 'blue', 'green'].filter(() => random() < 0.5);
    else if (tags < 0.8) doc.tags = pick(['red', 'blue']);
    // Objects never become arrays here: the index stays single-key but must not order objects.
    const o = pick<unknown>([{ a: 1 }, { a: 'x' }, { b: 0 }, { a: 1, b: 2 }, 3, 'k', null, undefined]);
    if (o !== undefined) doc.o = o;
    if (random() < 0.4) doc.meta = { n: Math.floor(random() * 6) };
    else if (random() < 0.3) doc.meta = [{ n: Math.floor(random() * 6) }, { n: 7 }];
    return doc;
  });
}

const queries: Array<[Filter, FindOptions?]> = [
  [{ owner: 'o1' }, { sort: { date: -1, _id: 1 }, limit: 10 }],
  [{ owner: 'o1' }, { sort: { date: 1, _id: -1 }, skip: 2, limit: 5 }],
  [{ owner: 'o1' }, { sort: { date: -1 }, projection: { _id: 0, date: 1 } }],
  [{ owner: 'o1', date: { $gte: '2024-03', $lt: '2024-07' } }, { sort: { date: -1, _id: 1 } }],
  [
    { owner: 'o2', date: { $gt: '2024-05-01' } },
    { sort: { date: 1, _id: 1 }, limit: 3 },
  ],
  [{ owner: { $in: ['o1', 'o3'] } }, { sort: { date: 1, _id: 1 }, skip: 3, limit: 7 }],
  [{ $and: [{ owner: 'o4' }, { date: { $lte: '2024-04-15' } }] }, { sort: { _id: 1 } }],
  [{ owner: 'o0', v: { $gte: 0 } }, { sort: { v: 1, _id: 1 } }],
  [{ v: { $gt: 3 } }],
  [{ v: { $gt: 3, $lt: 8 } }],
  [{ v: { $gte: 'b' } }],
  [{ v: { $lte: 5 } }, { sort: { v: -1, _id: 1 }, limit: 12 }],
  [{ v: 5 }],
  [{ v: true }],
  [{ v: null }],
  [{ v: { $in: [2, 'c', false, 9] } }],
  [{ v: { $exists: false } }],
  [{ v: [5, 6] }],
  [{ v: { $ne: 5 }, owner: 'o2' }],
  [{ tags: 'red' }, { sort: { date: -1, _id: 1 }, limit: 8 }],
  [{ tags: { $in: ['red', 'green'] } }],
  [{ tags: { $all: ['red', 'blue'] } }],
  [{ tags: { $size: 0 } }],
  [
    { owner: 'o1', tags: 'blue' },
    { sort: { date: -1, _id: 1 }, limit: 5 },
  ],
  [{ 'meta.n': { $gte: 3 } }, { sort: { 'meta.n': -1, _id: 1 }, limit: 6 }],
  [{ 'meta.n': 7 }],
  [{ $or: [{ owner: 'o1' }, { v: 1 }] }],
  [{ date: { $gt: '2024-05' } }, { sort: { owner: 1, date: -1, _id: 1 } }],
  [{}, { sort: { date: -1, _id: 1 }, limit: 15 }],
  [{}, { sort: { v: 1, _id: 1 }, limit: 20 }],
  [{}, { sort: { v: -1, _id: 1 }, skip: 5, limit: 20 }],
  [{ _id: { $gte: 'd050', $lt: 'd060' } }, { sort: { _id: -1 }, limit: 4 }],
  [{}, { sort: { o: 1, _id: 1 }, limit: 25 }],
  [{}, { sort: { o: -1, _id: 1 }, limit: 25 }],
  [{ o: { $type: 'object' } }, { sort: { o: 1, _id: 1 }, limit: 30 }],
  [{ o: { $gte: 3 } }, { sort: { o: -1, _id: 1 } }],
  [{ owner: 'o1' }, { sort: { o: 1, _id: 1 }, limit: 5 }],
  [{ owner: 'o3', o: 'k' }, { sort: { _id: -1 } }],
];

export function indexEquivalenceContract(ctx: ContractContext): void {
  let plain: Collection;
  let indexed: Collection;
  beforeAll(async () => {
    plain = ctx.fresh('plain');
    indexed = ctx.fresh('indexed');
    const docs = dataset(240);
    // Half the documents go in before the indexes are built, half after, to test both paths.
    await insertAll(plain, docs);
    await insertAll(indexed, docs.slice(0, 120));
    await indexed.createIndex({ owner: 1, date: -1 });
    await indexed.createIndex({ v: 1 });
    await indexed.createIndex({ tags: 1 });
    await indexed.createIndex({ 'meta.n': 1 });
    await indexed.createIndex({ owner: 1, v: 1, date: 1 });
    await indexed.createIndex({ o: 1 });
    await indexed.createIndex({ owner: 1, o: 1 });
    await insertAll(indexed, docs.slice(120));
  });

  const compare = async (filter: Filter, options?: FindOptions) => {
    const expected = await plain.find(filter, options);
    const actual = await indexed.find(filter, options);
    // Without a sort the order is unspecified (MongoDB returns index order): compare as sets.
    if (options?.sort) expect(actual).toEqual(expected);
    else expect(sortedIds(actual)).toEqual(sortedIds(expected));
    expect(await indexed.countDocuments(filter)).toBe(await plain.countDocuments(filter));
  };

  it.each(queries.map((q, i) => [i, JSON.stringify(q[0]), q] as const))('query %i %s', async (_i, _label, [filter, options]) => {
    await compare(filter, options);
  });

  it('keeps agreeing after updates and deletes that move index keys', async () => {
    for (const c of [plain, indexed]) {
      await c.updateMany({ owner: 'o1', v: { $type: 'number' } }, { $inc: { v: 10 } });
      await c.updateMany({ tags: 'red' }, { $pull: { tags: 'red' }, $set: { owner: 'o3' } });
      await c.deleteMany({ owner: 'o2', date: { $lt: '2024-03' } });
    }
    expect(await indexed.countDocuments()).toBe(await plain.countDocuments());
    for (const [filter, options] of queries) await compare(filter, options);
  });
}
