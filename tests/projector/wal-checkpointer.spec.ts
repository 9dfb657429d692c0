import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SqliteEventStore } from '@notary/event-store';
import Database from 'better-sqlite3';
import { CHECKPOINT_TURN_SOURCE, openStores, startWalCheckpointer, WAL_SAFETY_NET_PAGES } from '@notary/infrastructure';
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

  it('a thread that fails says why, is started again, and clears its failure once it runs', async () => {
    // A file that is not there yet: the thread fails to open it, as it would on a removed file or a full disk.
    const file = path.join(dir, 'late.sqlite');
    const told: string[] = [];
    const checkpointer = startWalCheckpointer([file], { intervalMs: 20, retryDelayMs: 50, onError: (message) => told.push(message) });
    try {
      await eventually(() => checkpointer.failure() !== null, 'the failure known');
      expect(checkpointer.failure()).toMatch(/^The WAL checkpointer thread failed: .*late\.sqlite/);
      expect(told[0]).toMatch(/starting it again in 50 ms$/);
      // Failing again at once, it waits twice as long each time.
      await eventually(() => told.length >= 2, 'a second attempt');
      expect(told[1]).toMatch(/starting it again in 100 ms$/);

      const db = new Database(file);
      db.pragma('journal_mode = WAL');
      db.exec('CREATE TABLE notes (text TEXT)');
      db.close();
      await eventually(() => checkpointer.failure() === null, 'the thread running again');
    } finally {
      await checkpointer.stop();
    }
    // Stopped, it is not started again.
    const attempts = told.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(told.length).toBe(attempts);
  });

  it('stopped while it waits to start again, it stays stopped', async () => {
    const told: string[] = [];
    const checkpointer = startWalCheckpointer([path.join(dir, 'missing.sqlite')], { retryDelayMs: 100, onError: (message) => told.push(message) });
    await eventually(() => told.length === 1, 'the first failure');
    await checkpointer.stop();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(told).toHaveLength(1);
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

/** A WAL's state as `PRAGMA wal_checkpoint` answers it. */
interface WalState {
  busy: number;
  log: number;
  checkpointed: number;
}
type CheckpointTurn = (db: { pragma(sql: string): unknown }, restartFromPages: number, maxPasses: number) => 'copied' | 'restart' | 'busy';
// The very source the checkpointer thread evaluates.
const checkpointTurn = new Function(`${CHECKPOINT_TURN_SOURCE}; return checkpointTurn;`)() as CheckpointTurn;

/**
 * Under a steady stream of commits SQLite never starts a WAL over by itself (a writer does so only if
 * every frame was copied back when its transaction began), so a turn of the checkpointer looks for a
 * moment when nothing is left to copy and then asks for a RESTART, which fsyncs nothing under the
 * write lock it takes.
 */
describe("the checkpointer's turn on one file", () => {
  /** A stand-in database answering each PASSIVE pass with the next state, and recording the pragmas. */
  const database = (passes: Array<[log: number, checkpointed: number]>, restartBusy = 0) => {
    const asked: string[] = [];
    let next = 0;
    return {
      asked,
      pragma(sql: string): WalState[] {
        asked.push(sql);
        if (sql === 'wal_checkpoint(RESTART)') return [{ busy: restartBusy, log: passes[next - 1][0], checkpointed: passes[next - 1][0] }];
        const [log, checkpointed] = passes[Math.min(next++, passes.length - 1)];
        return [{ busy: 0, log, checkpointed }];
      },
    };
  };
  const PASSIVE = 'wal_checkpoint(PASSIVE)';
  const RESTART = 'wal_checkpoint(RESTART)';

  it('a small WAL gets one PASSIVE pass and nothing more', () => {
    const db = database([[900, 900]]);
    expect(checkpointTurn(db, 1024, 8)).toBe('copied');
    expect(db.asked).toEqual([PASSIVE]);
  });

  it('a large WAL: passes until one finds nothing added and everything copied, then a RESTART', () => {
    // The first pass ends with commits made during it; the second copies those, and new ones land;
    // the third finds the WAL as the second left it, all copied: nothing would be copied under the lock.
    const db = database([
      [3000, 2900],
      [3040, 3040],
      [3040, 3040],
    ]);
    expect(checkpointTurn(db, 1024, 8)).toBe('restart');
    expect(db.asked).toEqual([PASSIVE, PASSIVE, PASSIVE, RESTART]);
  });

  it('never asks for a RESTART while frames are still being added, and gives up after maxPasses', () => {
    const db = database([
      [3000, 3000],
      [3050, 3050],
      [3100, 3100],
      [3150, 3150],
    ]);
    expect(checkpointTurn(db, 1024, 4)).toBe('copied');
    expect(db.asked).toEqual([PASSIVE, PASSIVE, PASSIVE, PASSIVE]);
  });

  it('says so when the RESTART was refused (a writer or a reader in the way)', () => {
    const db = database(
      [
        [2000, 2000],
        [2000, 2000],
      ],
      1,
    );
    expect(checkpointTurn(db, 1024, 8)).toBe('busy');
  });

  describe('on a real SQLite file', () => {
    let dir: string;
    beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'notary-wal-turn-'))));
    afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

    /** A log with about 1,500 pages in its WAL, and the checkpointer's own kind of connection to it. */
    const fill = async () => {
      const file = path.join(dir, 'events.sqlite');
      const store = SqliteEventStore.open(file, { walAutocheckpointPages: WAL_SAFETY_NET_PAGES });
      const note = 'x'.repeat(4000);
      for (let i = 0; i < 1500; i++) await store.appendToStream(`note-${i}`, [newEvent('NoteWritten', { note, i })], { expectedRevision: 'no_stream' });
      const checkpointer = new Database(file, { fileMustExist: true });
      checkpointer.pragma('busy_timeout = 0');
      const walFrames = () => (checkpointer.pragma('wal_checkpoint(PASSIVE)') as WalState[])[0].log;
      return { file, store, checkpointer, walFrames };
    };

    it('after a RESTART the next commit starts the WAL over, and everything reads back', async () => {
      const { store, checkpointer, walFrames } = await fill();
      try {
        expect(walFrames()).toBeGreaterThan(1400);
        expect(checkpointTurn(checkpointer, 1024, 8)).toBe('restart');
        await store.appendToStream('note-after', [newEvent('NoteWritten', { note: 'after', i: -1 })], { expectedRevision: 'no_stream' });
        expect(walFrames()).toBeLessThan(10);
        expect(await store.readStream('note-0')).toEqual([expect.objectContaining({ data: expect.objectContaining({ i: 0 }) })]);
        expect(await store.readStream('note-after')).toEqual([expect.objectContaining({ data: expect.objectContaining({ i: -1 }) })]);
      } finally {
        checkpointer.close();
        await store.close();
      }
    });

    it('a writer in the middle of a transaction makes the RESTART give up at once, without waiting for it', async () => {
      const { file, store, checkpointer, walFrames } = await fill();
      const writer = new Database(file);
      try {
        writer.prepare('BEGIN IMMEDIATE').run();
        const started = performance.now();
        expect(checkpointTurn(checkpointer, 1024, 8)).toBe('busy');
        expect(performance.now() - started).toBeLessThan(1000);
        expect(walFrames()).toBeGreaterThan(1400);
      } finally {
        writer.prepare('ROLLBACK').run();
        writer.close();
        checkpointer.close();
        await store.close();
      }
    });

    it('a reader still in the WAL makes the RESTART give up at once, and the WAL keeps growing', async () => {
      const { file, store, checkpointer, walFrames } = await fill();
      const reader = new Database(file, { readonly: true });
      try {
        // A read transaction that began before the copy: it may still need frames of the WAL.
        reader.prepare('BEGIN').run();
        reader.prepare('SELECT count(*) FROM sqlite_master').get();
        const before = walFrames();
        const started = performance.now();
        expect(checkpointTurn(checkpointer, 1024, 8)).toBe('busy');
        expect(performance.now() - started).toBeLessThan(1000);
        await store.appendToStream('note-after', [newEvent('NoteWritten', { note: 'after', i: -1 })], { expectedRevision: 'no_stream' });
        expect(walFrames()).toBeGreaterThan(before);
      } finally {
        reader.prepare('COMMIT').run();
        reader.close();
        checkpointer.close();
        await store.close();
      }
    });
  });
});
