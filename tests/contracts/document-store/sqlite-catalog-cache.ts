import type { SqliteDocumentStore } from '@notary/document-store';

const boom = () => {
  throw new Error('boom');
};

/**
 * The embedded adapter keeps its catalog (collections, indexes, multikey flags) in memory. These
 * check that the copy follows commits and rollbacks (of transactions and of savepoints), and that a
 * reader outside a transaction never sees catalog changes that are not committed.
 */
export function sqliteCatalogCacheSpecifics(current: () => SqliteDocumentStore, reopen: () => Promise<SqliteDocumentStore>): void {
  describe('catalog kept in memory', () => {
    it('forgets a multikey flag set by a write that rolled back, in a transaction or a savepoint', async () => {
      const store = current();
      const c = store.collection('flags');
      await c.createIndex({ Tags: 1 });
      await c.insertOne({ _id: 'a', Tags: 'x' });
      await expect(
        store.withTransaction(async () => {
          await c.insertOne({ _id: 'b', Tags: ['x', 'y'] });
          expect((await c.explain({ Tags: 'x' })).multikey).toBe(true);
          boom();
        }),
      ).rejects.toThrow('boom');
      expect((await c.explain({ Tags: 'x' })).multikey).toBe(false);
      expect((await c.explain({ Tags: 'x' }, { sort: { Tags: 1 }, limit: 1 })).sortFromIndex).toBe(true);

      await store.withTransaction(async () => {
        await expect(
          store.withTransaction(async () => {
            await c.insertOne({ _id: 'c', Tags: ['x'] });
            boom();
          }),
        ).rejects.toThrow('boom');
        expect((await c.explain({ Tags: 'x' })).multikey).toBe(false);
        await c.insertOne({ _id: 'd', Tags: 'y' });
      });
      expect((await c.explain({ Tags: 'x' })).multikey).toBe(false);
      expect(await c.find({ Tags: 'x' })).toEqual([{ _id: 'a', Tags: 'x' }]);
    });

    it('keeps a multikey flag that committed, also after a reopen', async () => {
      const c = current().collection('flags_kept');
      await c.createIndex({ Tags: 1 });
      await c.insertOne({ _id: 'a', Tags: ['x', 'y'] });
      expect((await c.explain({ Tags: 'x' })).multikey).toBe(true);
      const reopened = (await reopen()).collection('flags_kept');
      expect((await reopened.explain({ Tags: 'x' })).multikey).toBe(true);
      expect(await reopened.countDocuments({ Tags: 'x' })).toBe(1);
    });

    it('an index created in a savepoint that rolls back is forgotten; the outer one stays', async () => {
      const store = current();
      const c = store.collection('indexes');
      await c.insertOne({ _id: 'a', A: 1, B: 2 });
      await store.withTransaction(async () => {
        await c.createIndex({ A: 1 });
        await expect(
          store.withTransaction(async () => {
            await c.createIndex({ B: 1 });
            expect((await c.explain({ B: 2 })).index).toBe('B_1');
            boom();
          }),
        ).rejects.toThrow('boom');
        expect((await c.explain({ B: 2 })).index).toBeNull();
        expect((await c.explain({ A: 1 })).index).toBe('A_1');
        await c.insertOne({ _id: 'b', A: 1, B: 2 });
      });
      expect((await c.explain({ B: 2 })).index).toBeNull();
      expect((await c.explain({ A: 1 })).index).toBe('A_1');
      expect(await c.countDocuments({ A: 1 })).toBe(2);
      // The index can be created again: nothing of the rolled-back one is left behind.
      expect(await c.createIndex({ B: 1 })).toBe('B_1');
      expect(await c.countDocuments({ B: 2 })).toBe(2);
    });

    it('a dropped collection comes back, data and indexes, when the drop rolls back', async () => {
      const store = current();
      const c = store.collection('dropped');
      await c.createIndex({ Email: 1 }, { unique: true });
      await c.insertOne({ _id: 'a', Email: 'a@x' });
      await expect(
        store.withTransaction(async () => {
          await store.dropCollection('dropped');
          expect(await c.find()).toEqual([]);
          await c.insertOne({ _id: 'z', Email: 'a@x' });
          boom();
        }),
      ).rejects.toThrow('boom');
      expect(await c.find()).toEqual([{ _id: 'a', Email: 'a@x' }]);
      expect((await c.explain({ Email: 'a@x' })).index).toBe('Email_1');
      await expect(c.insertOne({ _id: 'b', Email: 'a@x' })).rejects.toThrow(/Duplicate key/);
    });

    it('a reader outside the transaction sees the catalog as committed, then the commit', async () => {
      const store = current();
      const existing = store.collection('existing');
      const created = store.collection('created');
      await existing.insertOne({ _id: 'a', V: 1 });
      let inside!: () => void;
      let finish!: () => void;
      const ready = new Promise<void>((resolve) => (inside = resolve));
      const done = new Promise<void>((resolve) => (finish = resolve));
      const tx = store.withTransaction(async () => {
        await existing.createIndex({ V: 1 });
        await created.insertOne({ _id: 'x' });
        await created.createIndex({ W: 1 });
        inside();
        await done;
      });
      await ready;
      expect((await existing.explain({ V: 1 })).index).toBeNull();
      expect(await existing.find({ V: 1 })).toEqual([{ _id: 'a', V: 1 }]);
      expect(await created.find()).toEqual([]);
      expect(await store.listCollections()).not.toContain('created');
      finish();
      await tx;
      expect((await existing.explain({ V: 1 })).index).toBe('V_1');
      expect((await created.explain({ W: 1 })).index).toBe('W_1');
      expect(await created.find()).toEqual([{ _id: 'x' }]);
    });
  });
}
