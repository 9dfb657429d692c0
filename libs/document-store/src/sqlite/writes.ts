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
      // One row before and after: move it with one statement, found by its whole key.
      const columns = index.keys.map((_, i) => `t${i} = ?, v${i} = ?`).join(', ');
      try {
        const moved = conn.prepare(`UPDATE "${index.table}" SET ${columns} WHERE ${rowKey(index)}`).run(...next.rows[0], ...previous.rows[0], before._id);
        if (moved.changes === 1) continue;
      } catch (error) {
        throw uniqueViolation(target, index, next.rows[0], error);
      }
    }
    deleteIndexRows(conn, index, before, previous.rows);
    writeIndexRows(target, index, before._id, after, next);
  }
}

/** A document's rows of one index, by their whole key: (t0, v0, ..., _id) is the table's primary key. */
function rowKey(index: IndexMeta): string {
  return `${index.keys.map((_, i) => `t${i} = ? AND v${i} = ?`).join(' AND ')} AND _id = ?`;
}

/**
 * Deletes a document's index rows, found by their primary key from the document as stored. Index
 * tables have no index on _id (since 2026-11-29: one more B-tree to write for every row, with random
 * ids on every page of it, cost a first build about a third of its writing time); tables made before
 * have one, and a row not found by its key (none should be) is deleted by _id, as they always were.
 */
function deleteIndexRows(conn: Connection, index: IndexMeta, stored: StoredDocument, rows: SqlValue[][]): void {
  const byKey = conn.prepare(`DELETE FROM "${index.table}" WHERE ${rowKey(index)}`);
  let deleted = 0;
  for (const row of rows) deleted += byKey.run(...row, stored._id).changes;
  if (deleted !== rows.length) conn.prepare(`DELETE FROM "${index.table}" WHERE _id = ?`).run(stored._id);
}

/** Deletes a stored document (as parsed from its row) and its index rows. */
export function deleteDocument(conn: Connection, info: CollectionInfo, stored: StoredDocument): void {
  conn.prepare(`DELETE FROM "${info.table}" WHERE _id = ?`).run(stored._id);
  for (const index of info.indexes) deleteIndexRows(conn, index, stored, indexRows(stored, index.keys).rows);
}

export function deleteAllDocuments(conn: Connection, info: CollectionInfo): number {
  const { changes } = conn.prepare(`DELETE FROM "${info.table}"`).run();
  for (const index of info.indexes) conn.prepare(`DELETE FROM "${index.table}"`).run();
  return changes;
}
