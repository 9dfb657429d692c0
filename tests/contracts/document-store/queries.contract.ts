import { InvalidQueryError, type Collection, type Document } from '@notary/document-store';
import { ids, insertAll, sortedIds, type ContractContext } from './context';

const people: Document[] = [
  {
    _id: 'p1',
    name: 'Ann',
    age: 31,
    city: 'Austin',
    tags: ['vip', 'new'],
    address: { city: 'Austin', zip: '73301' },
    items: [
      { k: 'a', v: 1 },
      { k: 'b', v: 5 },
    ],
  },
  { _id: 'p2', name: 'bob', age: 25, city: 'Boston', tags: ['new'], address: { city: 'Boston' }, items: [{ k: 'a', v: 7 }] },
  { _id: 'p3', name: 'Cleo', age: 40, tags: [], items: [] },
  { _id: 'p4', name: 'dan', age: null, city: 'Austin', tags: ['vip'] },
  { _id: 'p5', name: 'Eve', city: 'Chicago' },
];

export function queriesContract(ctx: ContractContext): void {
  let c: Collection;
  beforeAll(async () => {
    c = ctx.fresh('people');
    await insertAll(c, people);
  });

  it('finds by _id and returns the stored document', async () => {
    expect(await c.findOne({ _id: 'p1' })).toEqual(people[0]);
    expect(await c.findOne({ _id: 'nope' })).toBeNull();
    expect(sortedIds(await c.find())).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
  });

  it('finds by _id with equalities beside it, as MongoDB matches them (an array field matches an element)', async () => {
    expect(await c.findOne({ _id: 'p1', city: 'Austin' })).toEqual(people[0]);
    expect(await c.findOne({ _id: 'p1', city: 'Boston' })).toBeNull();
    expect(await c.findOne({ _id: 'p1', age: 31, name: 'Ann' })).toEqual(people[0]);
    expect(await c.findOne({ _id: 'p1', age: '31' })).toBeNull();
    expect(await c.findOne({ _id: 'p1', tags: 'vip' })).toEqual(people[0]);
    expect(await c.findOne({ _id: 'p2', tags: 'vip' })).toBeNull();
    expect(await c.findOne({ _id: 'p5', age: 31 })).toBeNull();
    expect(await c.findOne({ _id: 'p1', address: 'Austin' })).toBeNull();
    expect(await c.find({ _id: 'p1', city: 'Austin' }, { projection: { name: 1 } })).toEqual([{ _id: 'p1', name: 'Ann' }]);
    expect(await c.find({ _id: 'nope', city: 'Austin' })).toEqual([]);
  });

  it('returns copies: changing a result or an inserted object does not change the store', async () => {
    const found = await c.findOne({ _id: 'p2' });
    (found as Document).name = 'changed';
    expect((await c.findOne({ _id: 'p2' }))?.name).toBe('bob');
    const copies = ctx.fresh('copies');
    const original = { _id: 'x', list: [1] };
    await copies.insertOne(original);
    original.list.push(2);
    expect(await copies.findOne({ _id: 'x' })).toEqual({ _id: 'x', list: [1] });
  });

  it.each([
    ['$in', { city: { $in: ['Austin', 'Chicago'] } }, ['p1', 'p4', 'p5']],
    ['$nin (also matches a missing field)', { city: { $nin: ['Austin'] } }, ['p2', 'p3', 'p5']],
    ['$or', { $or: [{ age: { $lt: 30 } }, { city: 'Chicago' }] }, ['p2', 'p5']],
    ['$and', { $and: [{ city: 'Austin' }, { tags: 'vip' }] }, ['p1', 'p4']],
    ['$exists true (null exists)', { age: { $exists: true } }, ['p1', 'p2', 'p3', 'p4']],
    ['$exists false', { city: { $exists: false } }, ['p3']],
    ['$regex with options', { name: { $regex: '^[a-d]', $options: 'i' } }, ['p1', 'p2', 'p3', 'p4']],
    ['a RegExp value', { name: /^[A-Z]/ }, ['p1', 'p3', 'p5']],
    ['$elemMatch (one element satisfies all)', { items: { $elemMatch: { k: 'a', v: { $gt: 3 } } } }, ['p2']],
    ['dotted paths into arrays (any elements)', { 'items.k': 'a', 'items.v': { $gt: 3 } }, ['p1', 'p2']],
    ['equality matching an array element', { tags: 'vip' }, ['p1', 'p4']],
    ['equality with a whole array', { tags: ['new'] }, ['p2']],
    ['equality with an empty array', { tags: [] }, ['p3']],
    ['$ne (also matches a missing field)', { city: { $ne: 'Austin' } }, ['p2', 'p3', 'p5']],
    ['$gt and $lte', { age: { $gt: 25, $lte: 40 } }, ['p1', 'p3']],
    ['null matches null and missing', { age: null }, ['p4', 'p5']],
    ['dotted path into an object', { 'address.city': 'Austin' }, ['p1']],
    ['type bracketing: a number bound never matches strings', { name: { $gt: 0 } }, []],
  ])('filters with %s', async (_label, filter, expected) => {
    expect(sortedIds(await c.find(filter))).toEqual(expected);
    expect(await c.countDocuments(filter)).toBe(expected.length);
  });

  it('counts all documents and filtered ones', async () => {
    expect(await c.countDocuments()).toBe(5);
    expect(await c.countDocuments({ city: 'Austin' })).toBe(2);
    expect(await ctx.fresh('empty').countDocuments({ city: 'Austin' })).toBe(0);
  });

  it('projects with inclusion, exclusion, _id: 0 and dotted paths', async () => {
    expect(await c.findOne({ _id: 'p1' }, { projection: { name: 1 } })).toEqual({ _id: 'p1', name: 'Ann' });
    expect(await c.findOne({ _id: 'p1' }, { projection: { name: 1, _id: 0 } })).toEqual({ name: 'Ann' });
    expect(await c.findOne({ _id: 'p2' }, { projection: { tags: 0, items: 0, address: 0 } })).toEqual({ _id: 'p2', name: 'bob', age: 25, city: 'Boston' });
    expect(await c.find({ _id: { $in: ['p1', 'p3'] } }, { projection: { 'address.city': 1 }, sort: { _id: 1 } })).toEqual([
      { _id: 'p1', address: { city: 'Austin' } },
      { _id: 'p3' },
    ]);
  });

  it('rejects unsupported operators with InvalidQueryError', async () => {
    await expect(c.find({ name: { $bogus: 1 } })).rejects.toBeInstanceOf(InvalidQueryError);
    await expect(c.find({ $bogus: [] })).rejects.toBeInstanceOf(InvalidQueryError);
    await expect(c.countDocuments({ age: { $bogus: 1 } })).rejects.toBeInstanceOf(InvalidQueryError);
  });

  describe('sort, skip and limit', () => {
    let s: Collection;
    beforeAll(async () => {
      s = ctx.fresh('sorting');
      await insertAll(s, [
        { _id: 'a', g: 'x', n: 1, v: 2 },
        { _id: 'b', g: 'y', n: 2 },
        { _id: 'c', g: 'x', n: 3, v: 1 },
        { _id: 'd', g: 'y', n: 0, v: 3 },
      ]);
    });

    it('sorts on several keys with mixed directions', async () => {
      expect(ids(await s.find({}, { sort: { g: 1, n: -1 } }))).toEqual(['c', 'a', 'b', 'd']);
      expect(ids(await s.find({}, { sort: { g: -1, n: 1 } }))).toEqual(['d', 'b', 'a', 'c']);
    });

    it('sorts a missing field first ascending and last descending', async () => {
      expect(ids(await s.find({}, { sort: { v: 1 } }))).toEqual(['b', 'c', 'a', 'd']);
      expect(ids(await s.find({}, { sort: { v: -1 } }))).toEqual(['d', 'a', 'c', 'b']);
    });

    it('skips and limits after sorting', async () => {
      expect(ids(await s.find({}, { sort: { n: 1 }, skip: 1, limit: 2 }))).toEqual(['a', 'b']);
      expect(ids(await s.find({}, { sort: { n: -1 }, limit: 1 }))).toEqual(['c']);
      expect(await s.find({}, { sort: { n: 1 }, skip: 10 })).toEqual([]);
      expect((await s.findOne({ g: 'y' }, { sort: { n: -1 } }))?._id).toBe('b');
    });

    it('orders types as MongoDB: null < numbers < strings < objects < arrays < booleans', async () => {
      const t = ctx.fresh('types');
      await insertAll(t, [
        { _id: 't1', v: 'str' },
        { _id: 't2', v: 5 },
        { _id: 't3', v: true },
        { _id: 't4', v: null },
        { _id: 't5', v: { a: 1 } },
        { _id: 't6', v: -1.5 },
      ]);
      expect(ids(await t.find({}, { sort: { v: 1 } }))).toEqual(['t4', 't6', 't2', 't1', 't5', 't3']);
      expect(ids(await t.find({}, { sort: { v: -1 } }))).toEqual(['t3', 't5', 't1', 't2', 't6', 't4']);
    });

    it('sorts an array by its smallest element ascending and its largest descending', async () => {
      const t = ctx.fresh('arraysort');
      await insertAll(t, [
        { _id: 'a', v: [3, 10] },
        { _id: 'b', v: 5 },
        { _id: 'c', v: 7 },
      ]);
      expect(ids(await t.find({}, { sort: { v: 1 } }))).toEqual(['a', 'b', 'c']);
      expect(ids(await t.find({}, { sort: { v: -1 } }))).toEqual(['a', 'c', 'b']);
    });
  });
}
