import { DuplicateKeyError } from '@notary/document-store';
import { insertAll, sortedIds, type ContractContext } from './context';

export function indexesContract(ctx: ContractContext): void {
  it('createIndex returns the index name and is idempotent', async () => {
    const c = ctx.fresh('idx');
    await c.insertOne({ _id: 'a', OwnerId: 'u1', AppointmentDateTime: '2024-01-01' });
    expect(await c.createIndex({ OwnerId: 1, AppointmentDateTime: -1 })).toBe('OwnerId_1_AppointmentDateTime_-1');
    expect(await c.createIndex({ OwnerId: 1, AppointmentDateTime: -1 })).toBe('OwnerId_1_AppointmentDateTime_-1');
    expect(await c.createIndex({ Status: 1 }, { name: 'by_status' })).toBe('by_status');
    expect(await c.createIndex({ Status: 1 }, { name: 'by_status' })).toBe('by_status');
    expect(await c.find({ OwnerId: 'u1' })).toHaveLength(1);
  });

  it('a unique index rejects inserts and updates that would duplicate a key', async () => {
    const c = ctx.fresh('unique');
    await c.createIndex({ Email: 1 }, { unique: true });
    await insertAll(c, [
      { _id: 'a', Email: 'a@x' },
      { _id: 'b', Email: 'b@x' },
    ]);
    await expect(c.insertOne({ _id: 'c', Email: 'a@x' })).rejects.toBeInstanceOf(DuplicateKeyError);
    await expect(c.updateOne({ _id: 'b' }, { $set: { Email: 'a@x' } })).rejects.toBeInstanceOf(DuplicateKeyError);
    await expect(c.updateOne({ Email: 'a@x', Other: 1 }, { $set: { n: 1 } }, { upsert: true })).rejects.toBeInstanceOf(DuplicateKeyError);
    expect(await c.find({}, { sort: { _id: 1 } })).toEqual([
      { _id: 'a', Email: 'a@x' },
      { _id: 'b', Email: 'b@x' },
    ]);
    await c.updateOne({ _id: 'b' }, { $set: { Email: 'c@x' } });
    await c.insertOne({ _id: 'd', Email: 'b@x' });
  });

  it('a unique index treats missing fields as equal (null)', async () => {
    const c = ctx.fresh('uniquenull');
    await c.createIndex({ Code: 1 }, { unique: true });
    await c.insertOne({ _id: 'a' });
    await expect(c.insertOne({ _id: 'b' })).rejects.toBeInstanceOf(DuplicateKeyError);
  });

  it('a unique compound index allows duplicates of a single field', async () => {
    const c = ctx.fresh('uniquecompound');
    await c.createIndex({ OwnerId: 1, Number: 1 }, { unique: true });
    await insertAll(c, [
      { _id: 'a', OwnerId: 'u1', Number: 1 },
      { _id: 'b', OwnerId: 'u2', Number: 1 },
      { _id: 'c', OwnerId: 'u1', Number: 2 },
    ]);
    await expect(c.insertOne({ _id: 'd', OwnerId: 'u2', Number: 1 })).rejects.toBeInstanceOf(DuplicateKeyError);
  });

  it('building a unique index over duplicates fails with DuplicateKeyError', async () => {
    const c = ctx.fresh('uniquebuild');
    await insertAll(c, [
      { _id: 'a', Email: 'same' },
      { _id: 'b', Email: 'same' },
    ]);
    await expect(c.createIndex({ Email: 1 }, { unique: true })).rejects.toBeInstanceOf(DuplicateKeyError);
    await c.insertOne({ _id: 'c', Email: 'same' });
    expect(await c.countDocuments({ Email: 'same' })).toBe(3);
  });

  it('lists collections, and dropCollection removes the data and the indexes', async () => {
    const store = ctx.store();
    const c = ctx.fresh('dropme');
    await c.insertOne({ _id: 'a', Email: 'x' });
    await c.createIndex({ Email: 1 }, { unique: true });
    expect(await store.listCollections()).toContain(c.name);
    await store.dropCollection(c.name);
    expect(await store.listCollections()).not.toContain(c.name);
    expect(await c.find()).toEqual([]);
    await store.dropCollection(c.name);
    await store.dropCollection('never_created_collection');
    await insertAll(c, [
      { _id: 'a', Email: 'x' },
      { _id: 'b', Email: 'x' },
    ]);
    expect(sortedIds(await c.find({ Email: 'x' }))).toEqual(['a', 'b']);
    expect(await store.listCollections()).toContain(c.name);
  });
}
