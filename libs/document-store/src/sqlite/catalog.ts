import type Database from 'better-sqlite3';
import { InvalidQueryError, type IndexOptions } from '../document-store.port';
import type { CatalogCache } from './catalog-cache';
import type { Connection } from './connection';
import { defaultIndexName, type CollectionInfo, type IndexMeta } from './index-keys';
import { writeIndexRows } from './writes';

/** A collection as recorded in the catalog: its table and its secondary indexes. */
export type { CollectionInfo } from './index-keys';

/** The name MongoDB gives the primary key index; here it is the collection table's primary key. */
export const ID_INDEX = '_id_';

const CATALOG_TABLES = ['_collections', '_indexes', '_catalog_version'];
/** The triggers that move the catalog's version (why: see ensureCatalog). */
const CATALOG_TRIGGERS = ['_collections', '_indexes'].flatMap((table) =>
  ['INSERT', 'UPDATE', 'DELETE'].map((change) => ({ name: `${table}_${change.toLowerCase()}_moves_catalog_version`, table, change })),
);

/**
 * Whether the file already holds the whole catalog, found by reads alone: opening a store another
 * process writes must not wait for its write lock. The projector holds that lock for a whole
 * segment of a batch, and a process opening the read models meanwhile (a scheduler beside a
 * catching-up projector) gave up after the busy timeout with "database is locked".
 */
function catalogIsComplete(db: Database.Database): boolean {
  const names = [...CATALOG_TABLES, ...CATALOG_TRIGGERS.map((trigger) => trigger.name)];
  const present = db.prepare(`SELECT count(*) AS n FROM sqlite_master WHERE name IN (${names.map(() => '?').join(', ')})`).get(...names) as { n: number };
  if (present.n !== names.length) return false;
  return db.prepare('SELECT 1 FROM _catalog_version WHERE id = 1').get() !== undefined;
}

export function ensureCatalog(db: Database.Database): void {
  if (catalogIsComplete(db)) return;
  db.exec(`
    CREATE TABLE IF NOT EXISTS _collections (
      name TEXT PRIMARY KEY, tbl TEXT NOT NULL UNIQUE, next_index INTEGER NOT NULL DEFAULT 0);
    CREATE TABLE IF NOT EXISTS _indexes (
      collection TEXT NOT NULL, name TEXT NOT NULL, tbl TEXT NOT NULL UNIQUE, keys TEXT NOT NULL,
      is_unique INTEGER NOT NULL, multikey INTEGER NOT NULL DEFAULT 0, unsortable INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (collection, name));
    CREATE TABLE IF NOT EXISTS _catalog_version (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL);
    INSERT OR IGNORE INTO _catalog_version (id, version) VALUES (1, 0);`);
  // Every change of the catalog, by whatever code path, moves the version in the same transaction:
  // a store reading a file that another connection writes (the projector's worker thread) compares
  // it inside its read snapshot and reloads its cached catalog when it moved.
  for (const { name, table, change } of CATALOG_TRIGGERS) {
    db.exec(`CREATE TRIGGER IF NOT EXISTS "${name}" AFTER ${change} ON ${table}
      BEGIN UPDATE _catalog_version SET version = version + 1 WHERE id = 1; END;`);
  }
}

interface IndexRow {
  name: string;
  tbl: string;
  keys: string;
  is_unique: number;
  multikey: number;
  unsortable: number;
}

export function loadCollection(conn: Connection, name: string): CollectionInfo | null {
  const row = conn.prepare('SELECT tbl FROM _collections WHERE name = ?').get(name) as { tbl: string } | undefined;
  if (!row) return null;
  const indexes = (conn.prepare('SELECT * FROM _indexes WHERE collection = ? ORDER BY rowid').all(name) as IndexRow[]).map((ix): IndexMeta => ({
    name: ix.name,
    table: ix.tbl,
    keys: JSON.parse(ix.keys) as Array<[string, 1 | -1]>,
    unique: ix.is_unique === 1,
    multikey: ix.multikey === 1,
    unsortable: ix.unsortable === 1,
  }));
  return { name, table: row.tbl, indexes };
}

export function listCollectionNames(conn: Connection): string[] {
  return (conn.prepare('SELECT name FROM _collections ORDER BY name').all() as Array<{ name: string }>).map((r) => r.name);
}

/** Creates the collection's table; table names are sanitised and made unique, names are kept verbatim. */
export function createCollection(conn: Connection, catalog: CatalogCache, name: string): CollectionInfo {
  const table = freeName(conn, `c_${name.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 48)}`);
  conn.db.exec(`CREATE TABLE "${table}" (_id TEXT NOT NULL PRIMARY KEY, doc TEXT NOT NULL)`);
  conn.prepare('INSERT INTO _collections (name, tbl) VALUES (?, ?)').run(name, table);
  const info: CollectionInfo = { name, table, indexes: [] };
  catalog.changed(name, info);
  return info;
}

/**
 * A table name not yet taken by a table or an index (SQLite names are case-insensitive and share
 * one namespace); index tables also need their `_id` and `_unique` SQL index names free.
 */
function freeName(conn: Connection, base: string, suffixes: string[] = []): string {
  const taken = conn.prepare('SELECT 1 FROM sqlite_master WHERE lower(name) = lower(?)');
  const isFree = (name: string) => [name, ...suffixes.map((suffix) => name + suffix)].every((n) => !taken.get(n));
  let name = base;
  for (let n = 2; !isFree(name); n++) name = `${base}_${n}`;
  return name;
}

export function dropCollection(conn: Connection, catalog: CatalogCache, name: string): boolean {
  const info = loadCollection(conn, name);
  if (!info) return false;
  for (const index of info.indexes) conn.db.exec(`DROP TABLE "${index.table}"`);
  conn.db.exec(`DROP TABLE "${info.table}"`);
  conn.prepare('DELETE FROM _indexes WHERE collection = ?').run(name);
  conn.prepare('DELETE FROM _collections WHERE name = ?').run(name);
  conn.clearStatements();
  catalog.changed(name, null);
  return true;
}

const sameKeys = (a: Array<[string, number]>, b: Array<[string, number]>) => JSON.stringify(a) === JSON.stringify(b);

/**
 * createIndex: idempotent for the same keys and options. The index is a table of (rank, value)
 * column pairs per key field plus the _id, whose primary key carries the declared directions. It has
 * no index on _id: a document's rows are deleted and moved by their whole key (see writes.ts).
 */
export function createIndex(conn: Connection, catalog: CatalogCache, info: CollectionInfo, keys: Array<[string, 1 | -1]>, options: IndexOptions): string {
  if (keys.length === 1 && keys[0][0] === '_id') return ID_INDEX;
  const name = options.name ?? defaultIndexName(keys);
  const unique = options.unique === true;
  const sameSpec = info.indexes.find((ix) => sameKeys(ix.keys, keys));
  if (sameSpec && sameSpec.unique === unique && (options.name === undefined || options.name === sameSpec.name)) return sameSpec.name;
  if (sameSpec) throw new InvalidQueryError(`Index ${sameSpec.name} already exists on ${info.name} with the same keys but other options`);
  if (info.indexes.some((ix) => ix.name === name)) throw new InvalidQueryError(`Index ${name} already exists on ${info.name} with other keys`);

  const { next_index: n } = conn.prepare('SELECT next_index FROM _collections WHERE name = ?').get(info.name) as { next_index: number };
  const table = freeName(conn, `${info.table}__ix${n}`, ['_id', '_unique']);
  const columns = keys.map((_, i) => `t${i} INTEGER NOT NULL, v${i} NOT NULL`).join(', ');
  const order = keys.map(([, dir], i) => `t${i} ${dir === 1 ? 'ASC' : 'DESC'}, v${i} ${dir === 1 ? 'ASC' : 'DESC'}`).join(', ');
  conn.db.exec(`CREATE TABLE "${table}" (${columns}, _id TEXT NOT NULL, PRIMARY KEY (${order}, _id)) WITHOUT ROWID`);
  if (unique) conn.db.exec(`CREATE UNIQUE INDEX "${table}_unique" ON "${table}" (${keys.map((_, i) => `t${i}, v${i}`).join(', ')})`);
  conn.prepare('UPDATE _collections SET next_index = next_index + 1 WHERE name = ?').run(info.name);
  conn
    .prepare('INSERT INTO _indexes (collection, name, tbl, keys, is_unique) VALUES (?, ?, ?, ?, ?)')
    .run(info.name, name, table, JSON.stringify(keys), unique ? 1 : 0);

  const index: IndexMeta = { name, table, keys, unique, multikey: false, unsortable: false };
  const withIndex: CollectionInfo = { ...info, indexes: [...info.indexes, index] };
  catalog.changed(info.name, withIndex);
  const target = { conn, catalog, info: withIndex };
  // In pages: better-sqlite3 cannot write while a statement of the same connection is iterating.
  const page = conn.prepare(`SELECT rowid AS r, _id, doc FROM "${info.table}" WHERE rowid > ? ORDER BY rowid LIMIT 1000`);
  for (let after = 0, rows: Array<{ r: number; _id: string; doc: string }>; (rows = page.all(after) as typeof rows).length > 0;) {
    for (const row of rows) writeIndexRows(target, index, row._id, JSON.parse(row.doc));
    after = rows[rows.length - 1].r;
  }
  return name;
}
