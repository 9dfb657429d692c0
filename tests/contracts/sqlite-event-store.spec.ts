import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EventStoreUnavailableError, SqliteEventStore } from '@notary/event-store';
import { eventStoreContract } from './event-store.contract';
import { newEvent, rejectionOf, uniqueName, waitFor } from './event-store/fixtures';

const tempDirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'event-store-'));
  tempDirs.push(dir);
  return dir;
}
afterAll(() => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

eventStoreContract('SQLite', async ({ upcast }) => {
  const store = SqliteEventStore.open(join(tempDir(), 'events.sqlite'), { upcast });
  return { store, cleanup: () => store.close() };
});

describe('SqliteEventStore', () => {
  let file: string;
  let store: SqliteEventStore;
  beforeEach(() => {
    file = join(tempDir(), 'data', 'events.sqlite');
    store = SqliteEventStore.open(file);
  });
  afterEach(() => store.close());

  it('runs with a WAL journal and synchronous=FULL, so an acknowledged append survives a power cut', () => {
    expect(store.durabilitySettings()).toEqual({ journalMode: 'wal', synchronous: 2, busyTimeoutMs: 5000 });
  });

  it('groups a burst of 200 concurrent appends into a few commits', async () => {
    const before = store.stats();
    await Promise.all(Array.from({ length: 200 }, () => store.appendToStream(uniqueName('burst'), [newEvent()], { expectedRevision: 'no_stream' })));
    const after = store.stats();
    expect(after.appends - before.appends).toBe(200);
    expect(after.commits - before.commits).toBeLessThanOrEqual(5);
  });

  it('writes pending appends on close, and they are there after reopening', async () => {
    const stream = uniqueName('signing');
    const pending = store.appendToStream(stream, [newEvent()], { expectedRevision: 'no_stream' });
    await store.close();
    await expect(pending).resolves.toMatchObject({ nextExpectedRevision: 0 });
    store = SqliteEventStore.open(file);
    expect(await store.readStream(stream)).toHaveLength(1);
  });

  it('shares the file with a second connection (another process): conflicts detected, appends noticed by subscribers', async () => {
    const other = SqliteEventStore.open(file);
    try {
      const stream = uniqueName('signing');
      await store.appendToStream(stream, [newEvent()], { expectedRevision: 'no_stream' });
      await expect(other.appendToStream(stream, [newEvent()], { expectedRevision: 'no_stream' })).rejects.toMatchObject({ actual: 0 });
      const seen: string[] = [];
      const subscription = store.subscribeToAll({
        fromPosition: await store.headPosition(),
        onEvents: async (events) => void seen.push(...events.map((e) => e.id)),
      });
      const fromOther = newEvent();
      await other.appendToStream(stream, [fromOther], { expectedRevision: 0 });
      await waitFor(() => seen.length === 1, 'the poll to notice the other connection');
      expect(seen).toEqual([fromOther.id]);
      await subscription.unsubscribe();
    } finally {
      await other.close();
    }
  });

  it("wakes a subscription at once when another store of this process appends to the same file (the projector's worker thread and the API)", async () => {
    // No poll within the test's lifetime: only the announcement between the two stores can wake it.
    const subscriber = SqliteEventStore.open(file, { pollIntervalMs: 3_600_000 });
    try {
      const seen: string[] = [];
      const subscription = subscriber.subscribeToAll({
        fromPosition: await subscriber.headPosition(),
        onEvents: async (events) => void seen.push(...events.map((e) => e.id)),
        onCaughtUp: () => undefined,
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      const appended = newEvent();
      await store.appendToStream(uniqueName('signing'), [appended], { expectedRevision: 'no_stream' });
      await waitFor(() => seen.length === 1, 'the append to wake the other store', 10_000);
      expect(seen).toEqual([appended.id]);
      await subscription.unsubscribe();
    } finally {
      await subscriber.close();
    }
  });

  it('reads by owner and by correlation id from its indexes and, when it cannot update them, from the log beyond', async () => {
    await store.close();
    store = SqliteEventStore.open(file, { busyTimeoutMs: 20 });
    const [ownerId, correlationId] = [uniqueName('owner'), randomUUID()];
    const written = async () => {
      const event = newEvent('Noted', {}, { ownerId, correlationId });
      await store.appendToStream(uniqueName('signing'), [event], { expectedRevision: 'no_stream' });
      return event.id;
    };
    const ids = [await written()];
    expect((await store.readByOwner(ownerId)).map((e) => e.id)).toEqual(ids);
    ids.push(await written(), await written());
    // Another process holds the write lock: the indexes stay behind, the reads still see everything.
    const other = new Database(file);
    other.exec('BEGIN IMMEDIATE');
    try {
      expect((await store.readByCorrelation(correlationId)).map((e) => e.id)).toEqual(ids);
      expect((await store.readByOwner(ownerId)).map((e) => e.id)).toEqual(ids);
      expect((await store.readByOwner(ownerId, { maxCount: 2 })).map((e) => e.id)).toEqual(ids.slice(0, 2));
      const [first] = await store.readByOwner(ownerId);
      expect((await store.readByOwner(ownerId, { fromPosition: first.position })).map((e) => e.id)).toEqual(ids.slice(1));
      const mark = other.prepare("SELECT indexed_to FROM operator_indexes WHERE name = 'owner_and_correlation'").get() as { indexed_to: number };
      expect(mark.indexed_to).toBe(first.position);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    // Many more: the next read indexes them in slices, the event loop running in between.
    await Promise.all(Array.from({ length: 12_000 }, () => written()));
    expect(await store.readByOwner(ownerId)).toHaveLength(12_003);
    expect(await store.readByCorrelation(correlationId)).toHaveLength(12_003);
  });

  it('refuses appends after close with EventStoreUnavailableError', async () => {
    await store.close();
    expect(await rejectionOf(store.appendToStream(uniqueName('s'), [newEvent()], { expectedRevision: 'any' }))).toBeInstanceOf(EventStoreUnavailableError);
  });
});

describe('SqliteEventStore.open on a path it cannot use', () => {
  const openingFails = (path: string, reason: RegExp) => {
    let error: unknown;
    try {
      SqliteEventStore.open(path).close();
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EventStoreUnavailableError);
    expect((error as Error).message).toContain(path);
    expect((error as Error).message).toMatch(reason);
  };

  it('names the path when it is a directory', () => {
    const dir = join(tempDir(), 'events.sqlite');
    mkdirSync(dir);
    openingFails(dir, /cannot be opened|directory/);
  });

  it('names the path when the file is not a database', () => {
    const file = join(tempDir(), 'events.sqlite');
    writeFileSync(file, 'these are my notes, not a database '.repeat(200));
    openingFails(file, /not an SQLite database/);
  });

  it('names the path when its parent cannot be a directory', () => {
    const parentFile = join(tempDir(), 'not-a-dir');
    writeFileSync(parentFile, '');
    openingFails(join(parentFile, 'events.sqlite'), /not a directory/);
  });
});
