import * as fs from 'node:fs';
import * as path from 'node:path';
import Database from 'better-sqlite3';

/** A start-up problem a person can fix; main prints the message alone, without a stack trace. */
export class StartupError extends Error {}

/** DATA_DIR holds notaries' business records: only the account running the server may open it. */
const PRIVATE_DIR_MODE = 0o700;
const PRIVATE_FILE_MODE = 0o600;

/** Creates DATA_DIR if needed (mode 0700), tightens an existing one, and checks it is writable. */
export function prepareDataDir(dataDir: string): void {
  let existing: fs.Stats | undefined;
  try {
    existing = fs.statSync(dataDir, { throwIfNoEntry: false });
    if (existing && !existing.isDirectory()) throw new StartupError(`DATA_DIR ${dataDir} is not a directory`);
    if (!existing) fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    else if (existing.uid === process.getuid?.()) fs.chmodSync(dataDir, PRIVATE_DIR_MODE);
  } catch (error) {
    if (error instanceof StartupError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOTDIR' ? 'a part of its path is a file' : code === 'EACCES' || code === 'EPERM' ? 'permission denied' : (code ?? String(error));
    throw new StartupError(`DATA_DIR ${dataDir} cannot be created: ${why}`);
  }
  try {
    fs.accessSync(dataDir, fs.constants.R_OK | fs.constants.W_OK);
  } catch {
    throw new StartupError(`DATA_DIR ${dataDir} cannot be opened for reading and writing (check its permissions)`);
  }
}

/**
 * One server per DATA_DIR: two would both run the projector over the same read models. The lock is
 * an exclusive SQLite lock held for the life of the process, so the operating system releases it
 * when the process ends, even on SIGKILL. Command-line tools (grant-role) do not take it: they only
 * append events, which SQLite lets several processes do.
 */
export function lockDataDir(dataDir: string): { release(): void } {
  const lockFile = privateFile(dataDir, 'server.lock');
  let db: Database.Database;
  try {
    db = new Database(lockFile, { timeout: 0 });
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') {
      throw new StartupError(
        `DATA_DIR ${dataDir} is locked: another instance of the app is using it. Stop that instance or set DATA_DIR to another directory.`,
      );
    }
    throw new StartupError(`DATA_DIR ${dataDir} cannot be locked (${lockFile}): ${(error as Error).message}`);
  }
  return {
    release: () => {
      if (!db.open) return;
      db.exec('ROLLBACK');
      db.close();
    },
  };
}

/**
 * A store file under DATA_DIR, created (or tightened) to mode 0600 before SQLite opens it; SQLite
 * gives its -wal and -shm files the same mode as the database file.
 */
export function privateFile(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE_MODE));
  for (const companion of [file, `${file}-wal`, `${file}-shm`]) {
    if (fs.existsSync(companion)) fs.chmodSync(companion, PRIVATE_FILE_MODE);
  }
  return file;
}
