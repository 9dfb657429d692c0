import { DuplicateKeyError } from '../document-store.port';
import type { CatalogCache } from './catalog-cache';
import type { Connection } from './connection';
import { Rank } from './bson-order';
import { indexRows, sameRows } from './index-keys';
import type { CollectionInfo, IndexMeta, IndexRows, SqlValue } from './index-keys';

type StoredDocument = { _id: string } & Record<string, unknown>;

const isConstraint = (error: unknown, code: string) => (error as { code?: unknown } | null)?.code === code;

/** Where a write goes: the writer connection, the collection, and the cache its flags live in. */
export interface WriteTarget {
  conn: Connection;
  catalog: CatalogCache;
  info: CollectionInfo;
}

function uniqueViolation(target: WriteTarget, index: IndexMeta, row: SqlValue[], error: unknown): unknown {
  if (!isConstraint(error, 'SQLITE_CONSTRAINT_UNIQUE')) return error;
  return new DuplicateKeyError(target.info.name, `${index.name} dup key: ${describeKey(index, row)}`);
}

/** Writes the index rows of one document, in the caller's transaction (so a failure undoes all). */
export function writeIndexRows(target: WriteTarget, index: IndexMeta, id: string, doc: unknown, rows?: IndexRows): void {
  const computed = rows ?? indexRows(doc, index.keys);
  markIndex(target, index, computed.multikey, computed.unsortable);
  const insert = target.conn.prepare(`INSERT INTO "${index.table}" VALUES (${'?, '.repeat(index.keys.length * 2)}?)`);
  for (const row of computed.rows) {
    try {
      insert.run(...row, id);
    } catch (error) {
      throw uniqueViolation(target, index, row, error);
    }
  }
}

/** Records that an index became multikey or unsortable; both are sticky, as in MongoDB. */
function markIndex(target: WriteTarget, index: IndexMeta, multikey: boolean, unsortable: boolean): void {
  if ((!multikey || index.multikey) && (!unsortable || index.unsortable)) return;
  index.multikey ||= multikey;
  index.unsortable ||= unsortable;
  target.conn.prepare('UPDATE _indexes SET multikey = ?, unsortable = ? WHERE tbl = ?').run(Number(index.multikey), Number(index.unsortable), index.table);
  // The flags are a catalog change of this transaction: a rollback must reload them.
  target.catalog.changed(target.info.name, target.info);
}

function describeKey(index: IndexMeta, row: SqlValue[]): string {
  const fields = index.keys.map(([field], i) => {
    const [rank, value] = [row[2 * i], row[2 * i + 1]];
    const decoded = rank === Rank.NULL ? null : rank === Rank.BOOLEAN ? value === 1 : value;
    return `${field}: ${JSON.stringify(decoded)}`;
  });
  return `{ ${fields.join(', ')} }`;
}

/** Inserts a document; `text` is its JSON when the caller already has it. */
export function insertDocument(target: WriteTarget, doc: StoredDocument, text = JSON.stringify(doc)): void {
  try {
    target.conn.prepare(`INSERT INTO "${target.info.table}" (_id, doc) VALUES (?, ?)`).run(doc._id, text);
  } catch (error) {
    if (isConstraint(error, 'SQLITE_CONSTRAINT_PRIMARYKEY')) throw new DuplicateKeyError(target.info.name, `_id: ${JSON.stringify(doc._id)}`);
    throw error;
  }
  for (const index of target.info.indexes) writeIndexRows(target, index, doc._id, doc);
}

/** True when writing `paths` can change what the index holds for a document. */
function touches(index: IndexMeta, paths: string[]): boolean {
  return index.keys.some(([key]) => paths.some((path) => key === path || key.startsWith(`${path}.`) || path.startsWith(`${key}.`)));
}

/**
 * Replaces a stored document (`text` is the JSON of `after`). Index rows are rewritten only for
 * indexes whose keys changed; with `paths` (what an update wrote) the others are not even computed.
 */
export function replaceDocument(target: WriteTarget, before: StoredDocument, after: StoredDocument, text: string, paths: string[] | null): void {
  const { conn, info } = target;
  conn.prepare(`UPDATE "${info.table}" SET doc = ? WHERE _id = ?`).run(text, before._id);
  for (const index of info.indexes) {
    if (paths && !touches(index, paths)) continue;
    const previous = indexRows(before, index.keys);
    const next = indexRows(after, index.keys);
    if (sameRows(previous.rows, next.rows)) continue;
    if (previous.rows.length === 1 && next.rows.length === 1 && !next.multikey && !next.unsortable) {
      // One row before and after: move it with one statement instead of a delete and an insert.
      const columns = index.keys.map((_, i) => `t${i} = ?, v${i} = ?`).join(', ');
      try {
        conn.prepare(`UPDATE "${index.table}" SET ${columns} WHERE _id = ?`).run(...next.rows[0], before._id);
      } catch (error) {
        throw uniqueViolation(target, index, next.rows[0], error);
      }
      continue;
    }
    conn.prepare(`DELETE FROM "${index.table}" WHERE _id = ?`).run(before._id);
    writeIndexRows(target, index, before._id, after, next);
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
