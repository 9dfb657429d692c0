import { DuplicateKeyError, InvalidQueryError } from '@notary/document-store';
import { insertAll, sortedIds, type ContractContext } from './context';

export function updatesContract(ctx: ContractContext): void {
  it('rejects a duplicate _id with DuplicateKeyError and keeps the original', async () => {
    const c = ctx.fresh('dupid');
    await c.insertOne({ _id: 'a', v: 1 });
    await expect(c.insertOne({ _id: 'a', v: 2 })).rejects.toBeInstanceOf(DuplicateKeyError);
    expect(await c.find()).toEqual([{ _id: 'a', v: 1 }]);
  });

  it('insertMany inserts in order; a duplicate stops it and keeps the documents before it', async () => {
    const c = ctx.fresh('insertmany');
    await c.createIndex({ Email: 1 }, { unique: true });
    await c.insertMany([
      { _id: 'a', Email: 'a@x' },
      { _id: 'b', Email: 'b@x' },
    ]);
    await c.insertMany([]);
    await expect(
      c.insertMany([
        { _id: 'c', Email: 'c@x' },
        { _id: 'a', Email: 'z@x' },
        { _id: 'd', Email: 'd@x' },
      ]),
    ).rejects.toBeInstanceOf(DuplicateKeyError);
    expect(sortedIds(await c.find())).toEqual(['a', 'b', 'c']);
    await expect(c.insertMany([{ _id: 'e', Email: 'b@x' }])).rejects.toBeInstanceOf(DuplicateKeyError);
    expect(await c.find({ Email: 'c@x' })).toEqual([{ _id: 'c', Email: 'c@x' }]);
  });

  it('updateOne $set changes one matching document and reports it', async () => {
    const c = ctx.fresh('set');
    await insertAll(c, [
      { _id: 'a', k: 1, v: 'old' },
      { _id: 'b', k: 1, v: 'old' },
    ]);
    expect(await c.updateOne({ k: 1 }, { $set: { v: 'new', 'nested.x': 1 } })).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
    const docs = await c.find({ v: 'new' });
    expect(docs).toHaveLength(1);
    expect(docs[0].nested).toEqual({ x: 1 });
    expect(await c.updateOne({ k: 2 }, { $set: { v: 'x' } })).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedId: null });
    expect(await c.countDocuments()).toBe(2);
  });

  it('an upsert builds the new document from the equality fields of the filter', async () => {
    const c = ctx.fresh('upsert');
    const result = await c.updateOne(
      { OwnerId: 'u1', Kind: { $eq: 'note' }, Score: { $gt: 5 }, 'address.city': 'Paris', $and: [{ Year: 2024 }] },
      { $set: { Title: 't' }, $setOnInsert: { CreatedAt: '2024-01-01' } },
      { upsert: true },
    );
    expect(result.matchedCount).toBe(0);
    expect(result.modifiedCount).toBe(0);
    expect(typeof result.upsertedId).toBe('string');
    expect(await c.findOne({ _id: result.upsertedId as string })).toEqual({
      _id: result.upsertedId,
      OwnerId: 'u1',
      Kind: 'note',
      address: { city: 'Paris' },
      Year: 2024,
      Title: 't',
      CreatedAt: '2024-01-01',
    });
  });

  it('an upsert takes the _id of the filter, and $setOnInsert applies only when inserting', async () => {
    const c = ctx.fresh('setoninsert');
    const update = (title: string, created: string) =>
      c.updateOne({ _id: 'fixed' }, { $set: { Title: title }, $setOnInsert: { CreatedAt: created } }, { upsert: true });
    expect(await update('first', 'then')).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedId: 'fixed' });
    expect(await update('second', 'later')).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
    expect(await c.findOne({ _id: 'fixed' })).toEqual({ _id: 'fixed', Title: 'second', CreatedAt: 'then' });
  });

  it('$unset removes fields and $inc creates or increments them', async () => {
    const c = ctx.fresh('incunset');
    await c.insertOne({ _id: 'a', gone: 1, keep: 2, n: 5 });
    await c.updateOne({ _id: 'a' }, { $unset: { gone: '' }, $inc: { n: -2, created: 3, 'stats.views': 1 } });
    expect(await c.findOne({ _id: 'a' })).toEqual({ _id: 'a', keep: 2, n: 3, created: 3, stats: { views: 1 } });
    await c.updateOne({ _id: 'a' }, { $inc: { created: 0.5 } });
    expect((await c.findOne({ _id: 'a' }))?.created).toBe(3.5);
  });

  it('$push appends (creating the array) and $pull removes by value or by condition', async () => {
    const c = ctx.fresh('pushpull');
    await c.insertOne({ _id: 'a', scores: [1, 5, 7, 5], items: [{ k: 'a' }, { k: 'b' }] });
    await c.updateOne({ _id: 'a' }, { $push: { scores: 9, created: 'x' } });
    await c.updateOne({ _id: 'a' }, { $push: { created: { $each: ['y', 'z'] } } });
    expect(await c.findOne({ _id: 'a' })).toMatchObject({ scores: [1, 5, 7, 5, 9], created: ['x', 'y', 'z'] });
    await c.updateOne({ _id: 'a' }, { $pull: { scores: 5, items: { k: 'a' } } });
    expect(await c.findOne({ _id: 'a' })).toMatchObject({ scores: [1, 7, 9], items: [{ k: 'b' }] });
    await c.updateOne({ _id: 'a' }, { $pull: { scores: { $gte: 7 } } });
    expect((await c.findOne({ _id: 'a' }))?.scores).toEqual([1]);
  });

  it('updateMany counts matched and actually modified documents', async () => {
    const c = ctx.fresh('many');
    await insertAll(c, [
      { _id: 'a', s: 'open' },
      { _id: 'b', s: 'open' },
      { _id: 'c', s: 'done' },
      { _id: 'd', s: 'other' },
    ]);
    expect(await c.updateMany({ s: { $in: ['open', 'done'] } }, { $set: { s: 'done' } })).toEqual({ matchedCount: 3, modifiedCount: 2, upsertedId: null });
    expect(sortedIds(await c.find({ s: 'done' }))).toEqual(['a', 'b', 'c']);
    expect(await c.updateMany({ s: 'none' }, { $set: { s: 'x' } })).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedId: null });
  });

  it('replaceOne replaces the whole document, and upserts from the replacement', async () => {
    const c = ctx.fresh('replace');
    await c.insertOne({ _id: 'a', k: 1, old: true });
    expect(await c.replaceOne({ k: 1 }, { _id: 'a', k: 2, fresh: true })).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
    expect(await c.findOne({ _id: 'a' })).toEqual({ _id: 'a', k: 2, fresh: true });
    expect(await c.replaceOne({ k: 9 }, { _id: 'b', k: 9 })).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedId: null });
    expect(await c.replaceOne({ Kind: 'k' }, { _id: 'r1', Name: 'n' }, { upsert: true })).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedId: 'r1' });
    expect(await c.findOne({ _id: 'r1' })).toEqual({ _id: 'r1', Name: 'n' });
  });

  it('deleteOne deletes one matching document, deleteMany all of them', async () => {
    const c = ctx.fresh('delete');
    await insertAll(c, [
      { _id: 'a', k: 1 },
      { _id: 'b', k: 1 },
      { _id: 'c', k: 2 },
      { _id: 'd', k: 3 },
    ]);
    expect(await c.deleteOne({ k: 1 })).toEqual({ deletedCount: 1 });
    expect(await c.countDocuments({ k: 1 })).toBe(1);
    expect(await c.deleteOne({ k: 99 })).toEqual({ deletedCount: 0 });
    expect(await c.deleteMany({ k: { $in: [1, 2] } })).toEqual({ deletedCount: 2 });
    expect(sortedIds(await c.find())).toEqual(['d']);
    expect(await c.deleteMany()).toEqual({ deletedCount: 1 });
    expect(await c.countDocuments()).toBe(0);
  });

  it('rejects an update without operators and unknown update operators', async () => {
    const c = ctx.fresh('badupdate');
    await c.insertOne({ _id: 'a', v: 1 });
    await expect(c.updateOne({ _id: 'a' }, { v: 2 })).rejects.toBeInstanceOf(InvalidQueryError);
    await expect(c.updateOne({ _id: 'a' }, { $bogus: { v: 2 } })).rejects.toBeInstanceOf(InvalidQueryError);
    expect(await c.findOne({ _id: 'a' })).toEqual({ _id: 'a', v: 1 });
  });
}
