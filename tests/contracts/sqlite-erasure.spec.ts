import { readdirSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '@notary/event-store';
import { SqliteDocumentStore } from '@notary/document-store';
import { newEvent, uniqueName } from './event-store/fixtures';

// Erasure of an account on the embedded stores (docs/ERASURE.md): the owner's streams and documents
// go, no byte of them stays in the database file or its -wal/-shm, and other owners are untouched.
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'erasure-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const filesHolding = (dir: string, text: string) => readdirSync(dir).filter((name) => readFileSync(join(dir, name)).includes(Buffer.from(text)));

describe('SqliteEventStore.eraseOwner', () => {
  it("removes every stream of the owner, leaves no byte of them in the files, keeps the others' and never reuses a position", async () => {
    const dir = tempDir();
    const store = SqliteEventStore.open(join(dir, 'events.sqlite'));
    try {
      const leaving = uniqueName('leaving');
      const staying = uniqueName('staying');
      const mine = (note: string) => newEvent('SigningScheduled', { note }, { ownerId: leaving });
      await store.appendToStream(`signing-${leaving}-1`, [mine('Zebulon Quackenbush'), mine('second visit of Quackenbush')], { expectedRevision: 'no_stream' });
      await store.appendToStream(`signing-${staying}-1`, [newEvent('SigningScheduled', { note: 'Ophelia Wainwright' }, { ownerId: staying })], {
        expectedRevision: 'no_stream',
      });
      await store.setStreamMetadata(`signing-${leaving}-1`, { note: 'Quackenbush metadata' });
      // The owner's event is the last in the log: its position must not be given again.
      const last = await store.appendToStream(`user-email-${leaving}`, [mine('zeb@example.com')], { expectedRevision: 'no_stream' });
      expect(filesHolding(dir, 'Quackenbush').length).toBeGreaterThan(0);

      const erased = await store.eraseOwner(leaving);
      expect(erased).toEqual({ streams: expect.arrayContaining([`signing-${leaving}-1`, `user-email-${leaving}`]), events: 3 });
      expect(erased.streams).toHaveLength(2);
      for (const text of ['Quackenbush', 'zeb@example.com']) expect({ text, files: filesHolding(dir, text) }).toEqual({ text, files: [] });
      expect(filesHolding(dir, 'Ophelia Wainwright')).toEqual(['events.sqlite']);

      expect(await store.readStream(`signing-${leaving}-1`)).toEqual([]);
      expect(await store.readByOwner(leaving)).toEqual([]);
      expect(await store.getStreamMetadata(`signing-${leaving}-1`)).toBeNull();
      expect(await store.readByOwner(staying)).toEqual([expect.objectContaining({ data: { note: 'Ophelia Wainwright' } })]);
      // The address can be claimed again, and the next position is above every one given before.
      const again = await store.appendToStream(`user-email-${leaving}`, [newEvent('EmailClaimed', { note: 'new' }, { ownerId: 'another' })], {
        expectedRevision: 'no_stream',
      });
      expect(again.position).toBeGreaterThan(last.position);
      expect(await store.eraseOwner(leaving)).toEqual({ streams: [], events: 0 });
    } finally {
      await store.close();
    }
  });
});

describe('SqliteDocumentStore.eraseOwner', () => {
  it("deletes the owner's documents in every collection and compacts, leaving the others'", async () => {
    const dir = tempDir();
    const documents = await SqliteDocumentStore.open(join(dir, 'read-models.sqlite'), { rebuildable: true });
    try {
      await documents.collection('signings_g1').createIndex({ OwnerId: 1, LastName: 1 });
      await documents.collection('signings_g1').insertMany([
        { _id: 's1', OwnerId: 'leaving', LastName: 'Quackenbush' },
        { _id: 's2', OwnerId: 'staying', LastName: 'Wainwright' },
      ]);
      await documents.collection('admin_users_g1').insertOne({ _id: 'leaving', OwnerId: 'leaving', Email: 'zeb@example.com' });
      // A replaced version of a document lingers in the free pages unless they are rewritten.
      await documents.collection('customers_g1').insertOne({ _id: 'c1', OwnerId: 'leaving', Name: 'Quackenbush Title' });
      await documents.collection('customers_g1').replaceOne({ _id: 'c1' }, { _id: 'c1', OwnerId: 'leaving', Name: 'Renamed' });

      expect(await documents.eraseOwner('leaving')).toBe(3);
      for (const text of ['Quackenbush', 'zeb@example.com']) expect({ text, files: filesHolding(dir, text) }).toEqual({ text, files: [] });
      expect(await documents.collection('signings_g1').find({})).toEqual([{ _id: 's2', OwnerId: 'staying', LastName: 'Wainwright' }]);
      expect(await documents.collection('signings_g1').find({ OwnerId: 'staying', LastName: 'Wainwright' })).toHaveLength(1);
      expect(await documents.collection('admin_users_g1').countDocuments({})).toBe(0);
    } finally {
      await documents.close();
    }
  });
});
