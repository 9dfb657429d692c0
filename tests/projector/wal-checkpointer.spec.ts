import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SqliteEventStore } from '@notary/event-store';
import { openStores, startWalCheckpointer, WAL_SAFETY_NET_PAGES } from '@notary/infrastructure';
import { loadConfig } from '@notary/platform';
import { newEvent } from '../contracts/event-store/fixtures';

/**
 * The embedded server's checkpoints run on a thread of their own: a commit on the API's thread (or
 * the projector's) no longer copies the write-ahead log back into the file. What shows it from the
 * outside is the database file itself: pages reach it only through a checkpoint.
 */
describe('WAL checkpoints on a thread of their own', () => {
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'notary-wal-'))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const fileSize = (file: string) => fs.statSync(file).size;
  // About 6 MB of log, well past SQLite's own threshold of 1,000 pages (4 MB).
  const appendMegabytes = async (store: SqliteEventStore, streams = 1500) => {
    const note = 'x'.repeat(4000);
    for (let i = 0; i < streams; i++) {
      await store.appendToStream(`note-${i}`, [newEvent('NoteWritten', { note, i })], { expectedRevision: 'no_stream' });
    }
  };
  const eventually = async (condition: () => boolean, what: string) => {
    const until = Date.now() + 10_000;
    while (!condition()) {
      if (Date.now() > until) throw new Error(`still not: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('a store left to the thread keeps its commits in the WAL; the thread copies them into the file', async () => {
    const file = path.join(dir, 'events.sqlite');
    const store = SqliteEventStore.open(file, { walAutocheckpointPages: WAL_SAFETY_NET_PAGES });
    try {
      const before = fileSize(file);
      await appendMegabytes(store);
      // No commit checkpointed: the file is as it was, everything is in its WAL.
      expect(fileSize(file)).toBe(before);
      expect(fileSize(`${file}-wal`)).toBeGreaterThan(5_000_000);

      const checkpointer = startWalCheckpointer([file], { intervalMs: 20 });
      try {
        await eventually(() => fileSize(file) > 5_000_000, 'the events copied into the database file');
      } finally {
        await checkpointer.stop();
      }
      // Stopping twice is harmless, and what was copied reads back whole.
      await checkpointer.stop();
      expect(await store.readStream('note-1499')).toEqual([expect.objectContaining({ type: 'NoteWritten', data: expect.objectContaining({ i: 1499 }) })]);
    } finally {
      await store.close();
    }
  });

  it("stores opened on their own (tests, the projector's process, command-line tools) still checkpoint on commit, at SQLite's 1,000 pages", async () => {
    const stores = await openStores(loadConfig({ DATA_DIR: dir, PORT: '0' }));
    const file = path.join(dir, 'events.sqlite');
    try {
      await appendMegabytes(stores.eventStore as SqliteEventStore);
      expect(fileSize(file)).toBeGreaterThan(3_000_000);
      expect((stores.eventStore as SqliteEventStore).durabilitySettings()).toMatchObject({ journalMode: 'wal' });
    } finally {
      await stores.close();
    }
  });

  it("the server's stores (background work on its own thread) leave their checkpoints to the thread, which stops with them", async () => {
    const config = loadConfig({ DATA_DIR: dir, PORT: '0' });
    const warnings: string[] = [];
    const stores = await openStores(config, { thread: 'api', warn: (message) => warnings.push(message) });
    const file = path.join(dir, 'events.sqlite');
    try {
      await appendMegabytes(stores.eventStore as SqliteEventStore);
      await eventually(() => fileSize(file) > 5_000_000, 'the events copied into the database file');
    } finally {
      await stores.close();
    }
    expect(warnings).toEqual([]);
  });

  it('a process whose last work is closing the stores finishes the close (the thread does not let it end half way)', async () => {
    const child = spawn(process.execPath, ['-r', '@swc-node/register', path.join(__dirname, 'stores-close-child.ts')], {
      env: { ...process.env, DATA_DIR: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(output.trim()).toBe('CLOSED');
    expect(code).toBe(0);
    // Closed whole: no write-ahead log left beside the event log.
    expect(fs.existsSync(path.join(dir, 'events.sqlite-wal'))).toBe(false);
  });
});
