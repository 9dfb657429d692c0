import type { SqliteDocumentStore } from '@notary/document-store';

/** A promise with its resolver, to hold a transaction open at a known point. */
function latch(): { promise: Promise<void>; open: () => void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function sqliteTransactionSpecifics(current: () => SqliteDocumentStore): void {
  describe('withTransaction', () => {
    it('commits all writes together and returns the result of the work', async () => {
      const store = current();
      const c = store.collection('tx');
      const result = await store.withTransaction(async () => {
        await c.insertOne({ _id: 'a', v: 1 });
        await c.updateOne({ _id: 'a' }, { $inc: { v: 1 } });
        await c.insertOne({ _id: 'b', v: (await c.findOne({ _id: 'a' }))?.v });
        return 'done';
      });
      expect(result).toBe('done');
      expect(await c.find({}, { sort: { _id: 1 } })).toEqual([
        { _id: 'a', v: 2 },
        { _id: 'b', v: 2 },
      ]);
    });

    it('rolls back every write when the work throws', async () => {
      const store = current();
      const c = store.collection('tx');
      await c.insertOne({ _id: 'keep', v: 1 });
      await c.insertOne({ _id: 'other', v: 1 });
      const failing = store.withTransaction(async () => {
        await c.insertOne({ _id: 'new' });
        await c.updateOne({ _id: 'keep' }, { $set: { v: 2 } });
        await c.deleteOne({ _id: 'other' });
        await c.createIndex({ v: 1 }, { unique: true });
        await store.collection('created_in_tx').insertOne({ _id: 'x' });
        throw new Error('boom');
      });
      await expect(failing).rejects.toThrow('boom');
      expect(await c.find({}, { sort: { _id: 1 } })).toEqual([
        { _id: 'keep', v: 1 },
        { _id: 'other', v: 1 },
      ]);
      expect(await store.listCollections()).toEqual(['tx']);
      expect((await c.explain({ v: 1 })).index).toBeNull();
    });

    it('nested transactions are savepoints: an inner failure undoes only the inner writes', async () => {
      const store = current();
      const c = store.collection('nested');
      await store.withTransaction(async () => {
        await c.insertOne({ _id: 'outer1' });
        await expect(
          store.withTransaction(async () => {
            await c.insertOne({ _id: 'inner' });
            throw new Error('inner failed');
          }),
        ).rejects.toThrow('inner failed');
        await store.withTransaction(async () => c.insertOne({ _id: 'inner-ok' }));
        await c.insertOne({ _id: 'outer2' });
      });
      expect((await c.find({}, { sort: { _id: 1 } })).map((d) => d._id)).toEqual(['inner-ok', 'outer1', 'outer2']);

      await expect(
        store.withTransaction(async () => {
          await store.withTransaction(async () => c.insertOne({ _id: 'committed-inner' }));
          throw new Error('outer failed');
        }),
      ).rejects.toThrow('outer failed');
      expect(await c.findOne({ _id: 'committed-inner' })).toBeNull();
    });

    it('concurrent nested transactions run one after the other, each keeping its own outcome', async () => {
      const store = current();
      const c = store.collection('siblings');
      await store.withTransaction(async () => {
        const results = await Promise.allSettled([
          store.withTransaction(async () => {
            await c.insertOne({ _id: 'a1' });
            await pause(5);
            await c.insertOne({ _id: 'a2' });
            throw new Error('a failed');
          }),
          store.withTransaction(async () => {
            await c.insertOne({ _id: 'b1' });
            await pause(1);
            await c.insertOne({ _id: 'b2' });
          }),
        ]);
        expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled']);
      });
      expect((await c.find({}, { sort: { _id: 1 } })).map((d) => d._id)).toEqual(['b1', 'b2']);
    });

    it('a write from another async context waits until the transaction commits', async () => {
      const store = current();
      const c = store.collection('waiting');
      const events: string[] = [];
      const inside = latch();
      const finish = latch();
      const tx = store.withTransaction(async () => {
        await c.insertOne({ _id: 'in-tx' });
        inside.open();
        await finish.promise;
        events.push('tx committing');
      });
      await inside.promise;
      const outside = c.insertOne({ _id: 'outside' }).then(() => events.push('outside written'));
      await pause(30);
      expect(events).toEqual([]);
      finish.open();
      await Promise.all([tx, outside]);
      expect(events).toEqual(['tx committing', 'outside written']);
      expect(await c.countDocuments()).toBe(2);
    });

    it('a read from another async context sees only committed data', async () => {
      const store = current();
      const c = store.collection('isolation');
      await c.insertOne({ _id: 'before', v: 1 });
      const inside = latch();
      const finish = latch();
      const seenInside: unknown[] = [];
      const tx = store.withTransaction(async () => {
        await c.insertOne({ _id: 'uncommitted' });
        await c.updateOne({ _id: 'before' }, { $set: { v: 2 } });
        seenInside.push(await c.countDocuments(), (await c.findOne({ _id: 'before' }))?.v);
        inside.open();
        await finish.promise;
      });
      await inside.promise;
      expect(seenInside).toEqual([2, 2]);
      expect(await c.findOne({ _id: 'uncommitted' })).toBeNull();
      expect(await c.find()).toEqual([{ _id: 'before', v: 1 }]);
      finish.open();
      await tx;
      expect(await c.countDocuments()).toBe(2);
      expect((await c.findOne({ _id: 'before' }))?.v).toBe(2);
    });

    it('after a rollback, waiting writes proceed', async () => {
      const store = current();
      const c = store.collection('after-rollback');
      const inside = latch();
      const tx = store.withTransaction(async () => {
        await c.insertOne({ _id: 'rolled-back' });
        inside.open();
        await pause(10);
        throw new Error('abort');
      });
      await inside.promise;
      const outside = c.insertOne({ _id: 'outside' });
      await expect(tx).rejects.toThrow('abort');
      await outside;
      expect((await c.find()).map((d) => d._id)).toEqual(['outside']);
    });
  });
}
