import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { SqliteEventStore, WrongExpectedRevisionError } from '@notary/event-store';
import { eventStoreContract } from './event-store.contract';
import { newEvent, rejectionOf, uniqueName, waitFor } from './event-store/fixtures';

const tempDirs: string[] = [];
afterAll(() => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

// The same adapter with its appends written by a thread of their own, as the server's API thread runs it.
eventStoreContract('SQLite, appends on a writer thread', async ({ upcast }) => {
  const dir = mkdtempSync(join(tmpdir(), 'event-store-writer-'));
  tempDirs.push(dir);
  const store = SqliteEventStore.open(join(dir, 'events.sqlite'), { upcast, writerThread: true });
  return { store, cleanup: () => store.close() };
});

describe('SqliteEventStore with a writer thread', () => {
  let dir: string;
  let file: string;
  let store: SqliteEventStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'event-store-writer-'));
    tempDirs.push(dir);
    file = join(dir, 'events.sqlite');
    store = SqliteEventStore.open(file, { writerThread: true });
  });
  afterEach(() => store.close());

  /** The thread's Worker, to end it as a fatal error in it would. */
  const writerOf = (opened: SqliteEventStore) => (opened as unknown as { committer: { worker: Worker } }).committer.worker;

  it('answers an append once it is committed: another connection reads it at once', async () => {
    const other = SqliteEventStore.open(file);
    try {
      const stream = uniqueName('signing');
      const appended = await store.appendToStream(stream, [newEvent()], { expectedRevision: 'no_stream' });
      expect(await other.readStream(stream)).toEqual([expect.objectContaining({ position: appended.position, revision: 0 })]);
      expect(await store.readStream(stream)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('groups a burst of 200 concurrent appends into a few commits, refusing only the conflicting one', async () => {
    const taken = uniqueName('taken');
    await store.appendToStream(taken, [newEvent()], { expectedRevision: 'no_stream' });
    const before = store.stats();
    const burst = Array.from({ length: 199 }, () => store.appendToStream(uniqueName('burst'), [newEvent()], { expectedRevision: 'no_stream' }));
    const conflict = store.appendToStream(taken, [newEvent()], { expectedRevision: 'no_stream' });
    await Promise.all(burst);
    expect(await rejectionOf(conflict)).toBeInstanceOf(WrongExpectedRevisionError);
    expect(await rejectionOf(conflict)).toMatchObject({ streamId: taken, actual: 0 });
    const after = store.stats();
    expect(after.appends - before.appends).toBe(200);
    // One commit each without grouping. How many groups depends on how fast this thread posts
    // against how fast the writer commits: up to 5 alone, 8 once beside the rest of the suite.
    expect(after.commits - before.commits).toBeLessThanOrEqual(40);
  });

  it('hands the appends of one turn of the event loop to the writer thread in one message', async () => {
    // Each message wakes the writer thread: one per append was about half of that thread's work.
    const posted = jest.spyOn(writerOf(store), 'postMessage');
    try {
      const before = store.stats();
      const turn = Array.from({ length: 50 }, () => store.appendToStream(uniqueName('turn'), [newEvent()], { expectedRevision: 'no_stream' }));
      await Promise.all(turn);
      expect(posted).toHaveBeenCalledTimes(1);
      expect(store.stats().appends - before.appends).toBe(50);
      // The next turn's appends go in a message of their own.
      await Promise.all([1, 2].map(() => store.appendToStream(uniqueName('turn'), [newEvent()], { expectedRevision: 'no_stream' })));
      expect(posted).toHaveBeenCalledTimes(2);
    } finally {
      posted.mockRestore();
    }
  });

  it('writes pending appends on close, and they are there after reopening', async () => {
    const stream = uniqueName('signing');
    const pending = store.appendToStream(stream, [newEvent()], { expectedRevision: 'no_stream' });
    await store.close();
    await expect(pending).resolves.toMatchObject({ nextExpectedRevision: 0 });
    store = SqliteEventStore.open(file, { writerThread: true });
    expect(await store.readStream(stream)).toHaveLength(1);
  });

  it('wakes a subscription on its own thread when the writer thread commits', async () => {
    const seen: string[] = [];
    const subscription = store.subscribeToAll({ fromPosition: 0, onEvents: async (events) => void seen.push(...events.map((e) => e.streamId)) });
    try {
      const stream = uniqueName('live');
      await store.appendToStream(stream, [newEvent()], { expectedRevision: 'no_stream' });
      await waitFor(() => seen.includes(stream), 'the subscription to see the append', 1_000);
    } finally {
      await subscription.unsubscribe();
    }
  });

  it('holds appends while an owner is erased, then writes them', async () => {
    const owner = randomUUID();
    const theirs = uniqueName('signing');
    await store.appendToStream(theirs, [newEvent('SigningScheduled', { note: 'x' }, { ownerId: owner })], { expectedRevision: 'no_stream' });
    const erasing = store.eraseOwner(owner);
    const later = store.appendToStream(uniqueName('other'), [newEvent()], { expectedRevision: 'no_stream' });
    expect((await erasing).streams).toEqual([theirs]);
    await expect(later).resolves.toMatchObject({ nextExpectedRevision: 0 });
    expect(await store.readStream(theirs)).toEqual([]);
  });

  it('writes on its own thread once the writer thread has died', async () => {
    const stream = uniqueName('signing');
    await writerOf(store).terminate();
    await expect(store.appendToStream(stream, [newEvent()], { expectedRevision: 'no_stream' })).resolves.toMatchObject({ nextExpectedRevision: 0 });
    expect(await store.readStream(stream)).toHaveLength(1);
  });
});
