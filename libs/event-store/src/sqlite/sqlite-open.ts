import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { EventStoreUnavailableError } from '../errors';
import { addOperatorIndexes } from './sqlite-operator-indexes';
import { applyDurabilityPragmas, SCHEMA_SQL } from './sqlite-schema';

/**
 * Opens (creating if needed) the event log file. Every failure becomes one readable
 * EventStoreUnavailableError naming the file: the person starting the app needs to know which path
 * to fix, not the driver's stack.
 */
export function openEventLogDatabase(filePath: string, busyTimeoutMs: number): Database.Database {
  const inMemory = filePath === ':memory:';
  const shownPath = inMemory ? filePath : resolve(filePath);
  let db: Database.Database | undefined;
  try {
    if (!inMemory) mkdirSync(dirname(shownPath), { recursive: true });
    db = new Database(filePath, { timeout: busyTimeoutMs });
    applyDurabilityPragmas(db, busyTimeoutMs);
    db.exec(SCHEMA_SQL);
    addOperatorIndexes(db);
    return db;
  } catch (error) {
    db?.close();
    throw new EventStoreUnavailableError(`Cannot open the event store at ${shownPath}: ${describeOpenFailure(error)}`);
  }
}

function describeOpenFailure(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  switch (code) {
    case 'SQLITE_NOTADB':
      return 'the file exists but is not an SQLite database';
    case 'SQLITE_CANTOPEN':
      return 'the file cannot be opened (is it a directory, or not readable and writable?)';
    case 'ENOTDIR':
    case 'EEXIST':
      return 'a part of its parent path is a file, not a directory';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied creating its directory';
    case 'SQLITE_READONLY':
      return 'the file is read-only';
    default:
      return message;
  }
}
