import { DuplicateKeyError } from '../document-store.port';
import type { Connection } from './connection';
import { Rank } from './bson-order';
import { indexRows, sameRows, type IndexMeta, type IndexRows, type SqlValue } from './index-keys';
import type { CollectionInfo } from './index-keys';

type StoredDocument = { _id: string } & Record<string, unknown>;

const isConstraint = (error: unknown, code: string) => (error as { code?: unknown } | null)?.code === code;

/** Writes the index rows of one document, in the caller's transaction (so a failure undoes all). */
export function writeIndexRows(conn: Connection, info: CollectionInfo, index: IndexMeta, id: string, doc: unknown, rows?: IndexRows): void {
  const computed = rows ?? indexRows(doc, index.keys);
  markIndex(conn, index, computed.multikey, computed.unsortable);
  const insert = conn.prepare(`INSERT INTO "${index.table}" VALUES (${'?, '.repeat(index.keys.length * 2)}?)`);
  for (const row of computed.rows) {
    try {
      insert.run(...row, id);
    } catch (error) {
      if (isConstraint(error, 'SQLITE_CONSTRAINT_UNIQUE')) throw new DuplicateKeyError(info.name, `${index.name} dup key: ${describeKey(index, row)}`);
      throw error;
    }
  }
}

/** Records that an index became multikey or unsortable; both are sticky, as in MongoDB. */
function markIndex(conn: Connection, index: IndexMeta, multikey: boolean, unsortable: boolean): void {
  if ((!multikey || index.multikey) && (!unsortable || index.unsortable)) return;
  index.multikey ||= multikey;
  index.unsortable ||= unsortable;
  conn.prepare('UPDATE _indexes SET multikey = ?, unsortable = ? WHERE tbl = ?').run(Number(index.multikey), Number(index.unsortable), index.table);
}

function describeKey(index: IndexMeta, row: SqlValue[]): string {
  const fields = index.keys.map(([field], i) => {
    const [rank, value] = [row[2 * i], row[2 * i + 1]];
    const decoded = rank === Rank.NULL ? null : rank === Rank.BOOLEAN ? value === 1 : value;
    return `${field}: ${JSON.stringify(decoded)}`;
  });
  return `{ ${fields.join(', ')} }`;
}

export function insertDocument(conn: Connection, info: CollectionInfo, doc: StoredDocument): void {
  try {
    conn.prepare(`INSERT INTO "${info.table}" (_id, doc) VALUES (?, ?)`).run(doc._id, JSON.stringify(doc));
  } catch (error) {
    if (isConstraint(error, 'SQLITE_CONSTRAINT_PRIMARYKEY')) throw new DuplicateKeyError(info.name, `_id: ${JSON.stringify(doc._id)}`);
    throw error;
  }
  for (const index of info.indexes) writeIndexRows(conn, info, index, doc._id, doc);
}

/** Replaces a stored document; index rows are rewritten only for indexes whose keys changed. */
export function replaceDocument(conn: Connection, info: CollectionInfo, before: StoredDocument, after: StoredDocument): void {
  conn.prepare(`UPDATE "${info.table}" SET doc = ? WHERE _id = ?`).run(JSON.stringify(after), before._id);
  for (const index of info.indexes) {
    const next = indexRows(after, index.keys);
    if (sameRows(indexRows(before, index.keys).rows, next.rows)) continue;
    conn.prepare(`DELETE FROM "${index.table}" WHERE _id = ?`).run(before._id);
    writeIndexRows(conn, info, index, before._id, after, next);
  }
}

export function deleteDocument(conn: Connection, info: CollectionInfo, id: string): void {
  conn.prepare(`DELETE FROM "${info.table}" WHERE _id = ?`).run(id);
  for (const index of info.indexes) conn.prepare(`DELETE FROM "${index.table}" WHERE _id = ?`).run(id);
}

export function deleteAllDocuments(conn: Connection, info: CollectionInfo): number {
  const { changes } = conn.prepare(`DELETE FROM "${info.table}"`).run();
  for (const index of info.indexes) conn.prepare(`DELETE FROM "${index.table}"`).run();
  return changes;
}
