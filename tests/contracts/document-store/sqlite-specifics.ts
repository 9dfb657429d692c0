import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { InvalidQueryError, type SqliteCollection, SqliteDocumentStore, type SortSpec } from '@notary/document-store';
import { sqliteCatalogCacheSpecifics } from './sqlite-catalog-cache';
import { sqliteTransactionSpecifics } from './sqlite-transactions';

/** What only the embedded adapter promises: index use, durability settings, reopening, errors. */
export function sqliteAdapterSpecifics(): void {
  describe('SqliteDocumentStore specifics', () => {
    let dir: string;
    let path: string;
    let store: SqliteDocumentStore;
    beforeEach(async () => {
      dir = mkdtempSync(join(tmpdir(), 'docstore-sqlite-'));
      path = join(dir, 'read-models.db');
      store = await SqliteDocumentStore.open(path);
    });
    afterEach(async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    });

    describe('index use', () => {
      const seed = async () => {
        const c = store.collection('signings');
        await store.withTransaction(async () => {
          for (let i = 0; i < 300; i++) {
            await c.insertOne({
              _id: `s${i}`,
              OwnerId: `u${i % 10}`,
              AppointmentDateTime: `2024-${String(1 + (i % 12)).padStart(2, '0')}-01`,
              Tags: ['a', `t${i % 3}`],
            });
          }
        });
        return c;
      };

      it('a per-owner query searches the owner index instead of scanning every tenant', async () => {
        const c = await seed();
        expect((await c.explain({ OwnerId: 'u1' })).index).toBeNull();
        await c.createIndex({ OwnerId: 1, AppointmentDateTime: -1 });
        const plan = await c.explain({ OwnerId: 'u1' });
        expect(plan.index).toBe('OwnerId_1_AppointmentDateTime_-1');
        expect(plan.exactCount).toBe(true);
        expect(plan.sqlitePlan.join('\n')).toMatch(/SEARCH i USING PRIMARY KEY \(t0=\? AND v0=\?\)/);
        expect(plan.sqlitePlan.join('\n')).not.toMatch(/SCAN/);
        expect(await c.countDocuments({ OwnerId: 'u1' })).toBe(30);
      });

      it('a sorted and limited per-owner find reads in index order', async () => {
        const c = await seed();
        await c.createIndex({ OwnerId: 1, AppointmentDateTime: -1 });
        for (const sort of [{ AppointmentDateTime: -1 }, { AppointmentDateTime: 1 }, { OwnerId: 1, AppointmentDateTime: -1 }] as SortSpec[]) {
          const plan = await c.explain({ OwnerId: 'u1' }, { sort, limit: 5 });
          expect(plan).toMatchObject({ index: 'OwnerId_1_AppointmentDateTime_-1', sortFromIndex: true });
          expect(plan.sqlitePlan.join('\n')).not.toMatch(/TEMP B-TREE/);
        }
        expect((await c.explain({ OwnerId: 'u1' }, { sort: { AppointmentDateTime: -1, _id: 1 }, limit: 5 })).sort).toBe('partial');
        expect((await c.explain({ OwnerId: { $in: ['u1', 'u2'] } }, { sort: { AppointmentDateTime: -1 } })).sort).toBe('memory');
        const page = await c.find({ OwnerId: 'u1' }, { sort: { AppointmentDateTime: -1 }, limit: 3 });
        expect(page.map((d) => d.AppointmentDateTime)).toEqual(['2024-12-01', '2024-12-01', '2024-12-01']);
      });

      it('uses the primary key for _id, and never sorts by a multikey index', async () => {
        const c = await seed();
        await c.createIndex({ Tags: 1 });
        expect((await c.explain({ _id: 's1', OwnerId: 'u1' })).index).toBe('_id_');
        const plan = await c.explain({ Tags: 't1' }, { sort: { Tags: 1 }, limit: 3 });
        expect(plan).toMatchObject({ index: 'Tags_1', multikey: true, sortFromIndex: false });
        expect(await c.countDocuments({ Tags: 'a' })).toBe(300);
      });

      // How fast it answers is measured by npm run bench:store (per-owner find), not asserted here:
      // this checks the plan that makes it fast, which does not depend on the machine's load.
      it('answers a page and a count for an owner with 20,000 signings among 500 owners from the index, sorting only ties', async () => {
        const c = store.collection('signings');
        await c.createIndex({ OwnerId: 1, AppointmentDateTime: -1 });
        const names = ['Adams', 'Baker', 'Clark', 'Davis', 'Evans', 'Fox', 'Green', 'Hill'];
        await store.withTransaction(async () => {
          for (let i = 0; i < 40_000; i++) {
            const owner = i < 20_000 ? 'owner-0' : `owner-${1 + (i % 499)}`;
            const day = new Date(Date.UTC(2023, 0, 1) + ((i * 7919) % 1095) * 86_400_000 + (i % 24) * 3_600_000).toISOString();
            await c.insertOne({ _id: `sig-${i}`, OwnerId: owner, AppointmentDateTime: day, LastName: names[i % names.length], Fee: i % 300 });
          }
        });
        const filter = { OwnerId: 'owner-0', AppointmentDateTime: { $gte: '2024-01-01T00:00:00.000Z', $lt: '2025-01-01T00:00:00.000Z' } };
        const options = { sort: { AppointmentDateTime: -1, LastName: 1 } as const, limit: 100 };
        const [page, count] = await Promise.all([c.find(filter, options), c.countDocuments(filter)]);
        expect(page).toHaveLength(100);
        expect(count).toBeGreaterThan(5_000);
        const plan = await c.explain(filter, options);
        expect(plan.index).not.toBeNull();
        expect(plan.sort).toBe('partial');
      }, 60_000);
    });

    describe('index rows', () => {
      /** Each index table's rows as [t0, v0, ..., _id], read from the file with a connection of its own. */
      const indexTables = () => {
        const db = new Database(path, { readonly: true });
        try {
          const tables = db.prepare('SELECT name, tbl FROM _indexes ORDER BY name').all() as Array<{ name: string; tbl: string }>;
          const rows = Object.fromEntries(tables.map(({ name, tbl }) => [name, db.prepare(`SELECT * FROM "${tbl}" ORDER BY _id`).raw(true).all()]));
          const idIndexes = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE '%\\_id' ESCAPE '\\'").all() as unknown[]).length;
          return { tables, rows, idIndexes };
        } finally {
          db.close();
        }
      };

      it('keeps exactly each document’s rows through updates, replacements, saves and deletes, with no index on _id', async () => {
        const c = store.collection('summaries');
        await c.createIndex({ OwnerId: 1, Year: 1 });
        await c.createIndex({ Tags: 1 });
        await c.insertMany([
          { _id: 'a', OwnerId: 'u1', Year: 2024, Tags: ['x', 'y'] },
          { _id: 'b', OwnerId: 'u1', Year: 2025, Tags: 'z' },
          { _id: 'c', OwnerId: 'u2', Year: 2025 },
        ]);
        await c.updateOne({ _id: 'a' }, { $set: { Year: 2026 } });
        await c.replaceOne({ _id: 'b' }, { _id: 'b', OwnerId: 'u3', Year: 2025, Tags: ['z', 'w'] });
        await c.updateOne({ _id: 'c' }, { $set: { Tags: ['v'] } });
        await c.deleteOne({ _id: 'a' });
        await c.deleteMany({ OwnerId: 'u9' });
        const { rows, idIndexes } = indexTables();
        expect(idIndexes).toBe(0);
        // (rank, value) pairs: numbers rank 2, strings 3 (see bson-order).
        expect(rows['OwnerId_1_Year_1']).toEqual([
          [3, 'u3', 2, 2025, 'b'],
          [3, 'u2', 2, 2025, 'c'],
        ]);
        expect(rows['Tags_1']).toEqual(
          expect.arrayContaining([
            [3, 'w', 'b'],
            [3, 'z', 'b'],
            [3, 'v', 'c'],
          ]),
        );
        expect(rows['Tags_1']).toHaveLength(3);
        expect(await c.find({ OwnerId: 'u1' })).toEqual([]);
        expect((await c.find({ Tags: 'z' })).map((d) => d._id)).toEqual(['b']);
      });

      it('saveDocuments (the projector’s writes) stores, replaces and deletes as given, and refuses what is not JSON data with nothing written', async () => {
        const c = store.collection('summaries') as SqliteCollection;
        // Its documents may leave out their _id (the id given is theirs).
        const save = (changes: Array<{ id: string; document: Record<string, unknown> | null }>) => c.saveDocuments(changes as never);
        await c.createIndex({ OwnerId: 1, Year: 1 });
        await save([
          { id: 'a', document: { OwnerId: 'u1', Year: 2024, Note: undefined } },
          { id: 'b', document: { _id: 'b', OwnerId: 'u1', Year: 2025 } },
        ]);
        await save([
          { id: 'a', document: null },
          { id: 'b', document: { OwnerId: 'u2', Year: 2025 } },
        ]);
        expect(await c.find({})).toEqual([{ _id: 'b', OwnerId: 'u2', Year: 2025 }]);
        expect(indexTables().rows['OwnerId_1_Year_1']).toEqual([[3, 'u2', 2, 2025, 'b']]);
        await expect(
          save([
            { id: 'c', document: { OwnerId: 'u3', Year: 2026 } },
            { id: 'd', document: { OwnerId: 'u3', At: new Date() } },
          ]),
        ).rejects.toThrow(InvalidQueryError);
        await expect(save([{ id: 'b', document: { _id: 'x', OwnerId: 'u2' } }])).rejects.toThrow(/immutable/);
        expect(await c.find({})).toEqual([{ _id: 'b', OwnerId: 'u2', Year: 2025 }]);
        expect(indexTables().rows['OwnerId_1_Year_1']).toHaveLength(1);
      });

      it('still removes a row an older version left under another key, or beside an index on _id', async () => {
        const c = store.collection('summaries');
        await c.createIndex({ OwnerId: 1, Year: 1 });
        await c.insertMany([
          { _id: 'a', OwnerId: 'u1', Year: 2024 },
          { _id: 'b', OwnerId: 'u1', Year: 2025 },
        ]);
        const [{ tbl }] = indexTables().tables;
        // A file made before: its index tables had an index on _id. And a row whose key is not the
        // stored document's (none should be): found by its _id instead.
        const db = new Database(path);
        db.exec(`CREATE INDEX "${tbl}_id" ON "${tbl}" (_id)`);
        db.prepare(`UPDATE "${tbl}" SET v1 = 1999 WHERE _id = 'a'`).run();
        db.prepare(`UPDATE "${tbl}" SET v1 = 1998 WHERE _id = 'b'`).run();
        db.close();
        await c.updateOne({ _id: 'a' }, { $set: { Year: 2030 } });
        await c.deleteOne({ _id: 'b' });
        expect(indexTables().rows['OwnerId_1_Year_1']).toEqual([[3, 'u1', 2, 2030, 'a']]);
        expect((await c.find({ OwnerId: 'u1' }, { sort: { Year: 1 } })).map((d) => d._id)).toEqual(['a']);
      });
    });

    it('runs with journal_mode WAL and synchronous FULL', () => {
      expect(store.durability()).toEqual({ journalMode: 'wal', synchronous: 2 });
    });

    it('skips the fsync only for a rebuildable store (read models), whose commits stay atomic', async () => {
      await store.close();
      store = await SqliteDocumentStore.open(path, { rebuildable: true });
      expect(store.durability()).toEqual({ journalMode: 'wal', synchronous: 1 });
      await store.withTransaction(async () => {
        await store.collection('docs').insertOne({ _id: 'a', n: 1 });
        await store.collection('checkpoints').insertOne({ _id: 'p', position: 7 });
      });
      await store.close();
      store = await SqliteDocumentStore.open(path);
      expect(await store.collection('docs').findOne({ _id: 'a' })).toEqual({ _id: 'a', n: 1 });
      expect(await store.collection('checkpoints').findOne({ _id: 'p' })).toEqual({ _id: 'p', position: 7 });
    });

    it('keeps data and indexes across a reopen', async () => {
      const c = store.collection('people');
      await c.createIndex({ Email: 1 }, { unique: true });
      await c.insertOne({ _id: 'a', Email: 'a@x' });
      await store.close();
      store = await SqliteDocumentStore.open(path);
      const reopened = store.collection('people');
      expect(await reopened.find()).toEqual([{ _id: 'a', Email: 'a@x' }]);
      expect((await reopened.explain({ Email: 'a@x' })).index).toBe('Email_1');
      await expect(reopened.insertOne({ _id: 'b', Email: 'a@x' })).rejects.toThrow(/Duplicate key/);
      expect(await store.listCollections()).toEqual(['people']);
    });

    it('a store reading a file another connection writes follows its catalog: new, re-flagged and dropped collections', async () => {
      // The API's view of the read models while the projector's worker thread writes them.
      const reader = await SqliteDocumentStore.open(path, { writtenElsewhere: true });
      try {
        const seen = reader.collection('signings_v2');
        expect(await seen.find({})).toEqual([]);
        const written = store.collection('signings_v2');
        await written.createIndex({ Tags: 1 });
        await written.insertOne({ _id: 'a', Tags: 'x' });
        expect(await seen.find({ Tags: 'x' })).toEqual([{ _id: 'a', Tags: 'x' }]);
        expect((await seen.explain({ Tags: 'x' })).index).toBe('Tags_1');
        expect((await seen.explain({ Tags: 'x' })).multikey).toBe(false);
        await written.insertOne({ _id: 'b', Tags: ['x', 'y'] });
        // Multikey now: a plan through the index must deduplicate, which the reader learns at once.
        expect((await seen.explain({ Tags: 'x' })).multikey).toBe(true);
        expect(await seen.find({ Tags: { $in: ['x', 'y'] } }, { sort: { _id: 1 } })).toEqual([
          { _id: 'a', Tags: 'x' },
          { _id: 'b', Tags: ['x', 'y'] },
        ]);
        await store.dropCollection('signings_v2');
        expect(await seen.find({})).toEqual([]);
        expect(await reader.listCollections()).toEqual([]);
      } finally {
        await reader.close();
      }
    });

    it('two stores writing one file (the sessions file of both threads) write through each other’s collections and indexes', async () => {
      await store.close();
      store = await SqliteDocumentStore.open(path, { writtenElsewhere: true });
      const other = await SqliteDocumentStore.open(path, { writtenElsewhere: true });
      try {
        // The other looked first, and found nothing.
        expect(await other.collection('tokens').findOne({ _id: 'ann' })).toBeNull();
        const tokens = store.collection('tokens');
        await tokens.createIndex({ Email: 1 }, { unique: true });
        await tokens.insertOne({ _id: 'ann', Email: 'ann@example.com' });
        // It writes into the collection the first one created, and keeps that one's unique index.
        await other.collection('tokens').insertOne({ _id: 'bob', Email: 'bob@example.com' });
        await expect(other.collection('tokens').insertOne({ _id: 'eve', Email: 'ann@example.com' })).rejects.toThrow(/Duplicate key/);
        expect(await tokens.find({ Email: 'bob@example.com' })).toEqual([{ _id: 'bob', Email: 'bob@example.com' }]);
        expect((await tokens.explain({ Email: 'bob@example.com' })).index).toBe('Email_1');
      } finally {
        await other.close();
      }
    });

    it('opens a file while another connection holds its write lock (a projector mid-segment) without waiting for it', async () => {
      await store.collection('signings').insertOne({ _id: 'a', Fee: 100 });
      // Another process's projector in the middle of a segment: it holds the write lock until it commits.
      const projector = new Database(path);
      try {
        projector.exec('BEGIN IMMEDIATE');
        projector.prepare(`UPDATE _catalog_version SET version = version WHERE id = 1`).run();
        const started = performance.now();
        const opened = await SqliteDocumentStore.open(path, { writtenElsewhere: true });
        try {
          // Opening only read: it did not wait out the busy timeout (5 s) for the lock.
          expect(performance.now() - started).toBeLessThan(2_500);
          expect(await opened.collection('signings').find({})).toEqual([{ _id: 'a', Fee: 100 }]);
        } finally {
          await opened.close();
        }
      } finally {
        projector.exec('COMMIT');
        projector.close();
      }
    });

    it('puts back a catalog trigger missing from an older file when it opens it', async () => {
      await store.close();
      const older = new Database(path);
      older.exec('DROP TRIGGER "_indexes_delete_moves_catalog_version"');
      older.close();
      store = await SqliteDocumentStore.open(path);
      const triggers = new Database(path, { readonly: true });
      try {
        const names = (triggers.prepare(`SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY name`).all() as Array<{ name: string }>).map(
          (row) => row.name,
        );
        expect(names).toContain('_indexes_delete_moves_catalog_version');
        expect(names).toHaveLength(6);
      } finally {
        triggers.close();
      }
    });

    it('names the path when it cannot open the file', async () => {
      const bad = join(dir, 'no-such-dir', 'store.db');
      await expect(SqliteDocumentStore.open(bad)).rejects.toThrow(bad);
    });

    it('rejects values that are not JSON data', async () => {
      const c = store.collection('values');
      await expect(c.insertOne({ _id: 'a', when: new Date() })).rejects.toBeInstanceOf(InvalidQueryError);
      await expect(c.insertOne({ _id: 'a', n: Number.NaN })).rejects.toBeInstanceOf(InvalidQueryError);
      await c.insertOne({ _id: 'a', n: 1 });
      await expect(c.updateOne({ _id: 'a' }, { $set: { n: Infinity } })).rejects.toBeInstanceOf(InvalidQueryError);
      await expect(c.updateOne({ _id: 'a' }, { $set: { _id: 'b' } })).rejects.toBeInstanceOf(InvalidQueryError);
      expect(await c.find()).toEqual([{ _id: 'a', n: 1 }]);
    });

    it('keeps collections apart whose names sanitise alike, and their index tables too', async () => {
      await store.collection('a-b').insertOne({ _id: '1', from: 'a-b' });
      await store.collection('a_b').insertOne({ _id: '1', from: 'a_b' });
      await store.collection('x__ix0').insertOne({ _id: '1', from: 'x__ix0' });
      await store.collection('x').createIndex({ v: 1 }, { unique: true });
      await store.collection('x').insertOne({ _id: '1', v: 1 });
      expect(await store.collection('a-b').find()).toEqual([{ _id: '1', from: 'a-b' }]);
      expect(await store.collection('a_b').find()).toEqual([{ _id: '1', from: 'a_b' }]);
      expect(await store.collection('x__ix0').find()).toEqual([{ _id: '1', from: 'x__ix0' }]);
      expect(await store.listCollections()).toEqual(['a-b', 'a_b', 'x', 'x__ix0']);
    });

    it('an upsert cannot write through __proto__ into Object.prototype', async () => {
      const c = store.collection('proto');
      await expect(c.updateOne({ '__proto__.polluted': 1 }, { $set: { v: 1 } }, { upsert: true })).rejects.toBeInstanceOf(InvalidQueryError);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    sqliteTransactionSpecifics(() => store);
    sqliteCatalogCacheSpecifics(
      () => store,
      async () => {
        await store.close();
        store = await SqliteDocumentStore.open(path);
        return store;
      },
    );
  });
}
