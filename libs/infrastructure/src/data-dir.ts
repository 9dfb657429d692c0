import * as fs from 'node:fs';
import * as path from 'node:path';
import Database from 'better-sqlite3';

/** A start-up problem a person can fix; main prints the message alone, without a stack trace. */
export class StartupError extends Error {}

/** Creates DATA_DIR if needed and checks that it is a writable directory. */
export function prepareDataDir(dataDir: string): void {
  let existing: fs.Stats | undefined;
  try {
    existing = fs.statSync(dataDir, { throwIfNoEntry: false });
    if (existing && !existing.isDirectory()) throw new StartupError(`DATA_DIR ${dataDir} is not a directory`);
    if (!existing) fs.mkdirSync(dataDir, { recursive: true });
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
  const lockFile = path.join(dataDir, 'server.lock');
  let db: Database.Database;
  try {
    db = new Database(lockFile, { timeout: 0 });
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') {
      throw new StartupError(`DATA_DIR ${dataDir} is locked: another instance of the app is using it. Stop that instance or set DATA_DIR to another directory.`);
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
