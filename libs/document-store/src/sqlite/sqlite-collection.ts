import {
  InvalidQueryError,
  type Collection,
  type DeleteResult,
  type Document,
  type Filter,
  type FindOptions,
  type IndexOptions,
  type PipelineStage,
  type SortSpec,
  type Update,
  type UpdateOptions,
  type UpdateResult,
} from '../document-store.port';
import { isPlainObject } from './bson-order';
import { createCollection, createIndex, loadCollection, type CollectionInfo } from './catalog';
import type { Connection, StoreEngine } from './connection';
import { assertJsonDocument, checkJsonDocument, copyJsonDocument } from './json-values';
import { applyUpdate, assertPipeline, assertUpdate, compileFilter, runPipeline, seedFromFilter, withUpsertId, type Updated } from './mingo-bridge';
import { countDocuments, explainQuery, findDocuments, findForWrite, type Explanation, type StoredDocument } from './query-exec';
import { deleteAllDocuments, deleteDocument, insertDocument, replaceDocument, type WriteTarget } from './writes';

/** A stored document as its index rows need it: parsed only when the collection has indexes. */
function parsedForIndexes(info: CollectionInfo, id: string, text: string): StoredDocument {
  return info.indexes.length > 0 ? (JSON.parse(text) as StoredDocument) : { _id: id };
}

const NO_MATCH: UpdateResult = { matchedCount: 0, modifiedCount: 0, upsertedId: null };

export class SqliteCollection<T extends Document = Document> implements Collection<T> {
  constructor(
    private readonly engine: StoreEngine,
    readonly name: string,
  ) {}

  /** The catalog entry as `conn` sees it (null when the collection does not exist), from memory. */
  private info(conn: Connection): CollectionInfo | null {
    return this.engine.catalog.get(this.name, conn === this.engine.writer, () => loadCollection(conn, this.name));
  }

  /** Writes create the collection on first use, as MongoDB does. */
  private target(conn: Connection): WriteTarget {
    const { catalog } = this.engine;
    return { conn, catalog, info: this.info(conn) ?? createCollection(conn, catalog, this.name) };
  }

  async find(filter: Filter = {}, options?: FindOptions): Promise<T[]> {
    return this.engine.read((conn) => findDocuments(conn, this.info(conn), filter, options)) as T[];
  }

  async findOne(filter: Filter = {}, options?: FindOptions): Promise<T | null> {
    const [first] = await this.find(filter, { ...options, limit: 1 });
    return first ?? null;
  }

  async countDocuments(filter: Filter = {}): Promise<number> {
    return this.engine.read((conn) => countDocuments(conn, this.info(conn), filter));
  }

  /** Which index a query would use and whether its sort comes from the index order (for tests). */
  async explain(filter: Filter = {}, options?: FindOptions): Promise<Explanation> {
    return this.engine.read((conn) => explainQuery(conn, this.info(conn), filter, options));
  }

  async insertOne(document: T): Promise<void> {
    // Copied now: the caller may change its object before the write runs.
    const doc = copyJsonDocument(document, this.name);
    await this.engine.write((conn) => insertDocument(this.target(conn), doc));
  }

  async insertMany(documents: T[]): Promise<void> {
    if (!Array.isArray(documents)) throw new InvalidQueryError('Invalid insertMany: it takes an array of documents');
    const docs = documents.map((document) => copyJsonDocument(document, this.name));
    // Ordered, like MongoDB: what was inserted before a failing document stays, so the write commits
    // and the failure is thrown afterwards.
    const failure = await this.engine.write((conn) => {
      const target = this.target(conn);
      for (const doc of docs) {
        try {
          insertDocument(target, doc);
        } catch (error) {
          return error;
        }
      }
      return null;
    });
    if (failure) throw failure;
  }

  /**
   * Stores whole documents by _id for a writer that holds them (the projector's unit of work): each
   * is inserted or replaced as given, or deleted for null, all in one atomic write. The rows and index
   * rows are those of replaceOne({ _id }, doc, { upsert: true }) and deleteOne({ _id }), without
   * planning a query per document, copying it or opening a savepoint per document (a batch of
   * projected documents spent more time in SAVEPOINT/RELEASE than in its UPDATEs).
   */
  async saveDocuments(changes: ReadonlyArray<{ id: string; document: T | null }>): Promise<void> {
    if (changes.length === 0) return;
    // Checked and written in one synchronous step, so the caller's documents are read, not copied:
    // nothing else runs between their check, their JSON and their index rows.
    await this.engine.write((conn) => {
      const docs = changes.map(({ id, document }) => {
        if (typeof id !== 'string') throw new InvalidQueryError(`${this.name}: _id must be a string`);
        if (document === null) return { id, doc: null, text: '' };
        checkJsonDocument(document, this.name, false);
        const { _id, ...fields } = document as Record<string, unknown>;
        if (_id !== undefined && _id !== id) throw new InvalidQueryError("Invalid replacement: the field '_id' is immutable");
        // _id first, as replaceOne stores it.
        const doc = { _id: id, ...fields } as StoredDocument;
        return { id, doc, text: JSON.stringify(doc) };
      });
      if (!this.info(conn) && docs.every(({ doc }) => doc === null)) return;
      const target = this.target(conn);
      const stored = conn.prepare(`SELECT doc AS stored FROM "${target.info.table}" WHERE _id = ?`).pluck(true);
      for (const { id, doc, text } of docs) {
        const before = stored.get(id) as string | undefined;
        if (doc === null) {
          if (before !== undefined) deleteDocument(conn, target.info, parsedForIndexes(target.info, id, before));
        } else if (before === undefined) {
          insertDocument(target, doc, text);
        } else if (before !== text) {
          replaceDocument(target, parsedForIndexes(target.info, id, before), doc, text, null);
        }
      }
    });
  }

  async updateOne(filter: Filter, update: Update, options: UpdateOptions = {}): Promise<UpdateResult> {
    assertUpdate(update);
    return this.engine.write((conn) => {
      const info = this.info(conn);
      const {
        docs: [target],
        texts: [text],
      } = findForWrite(conn, info, filter, 1);
      if (target && info) return this.rewrite(conn, info, target, text, this.checked(applyUpdate(target, update, filter, false)));
      if (!options.upsert) return NO_MATCH;
      const created = applyUpdate(seedFromFilter(filter), update, filter, true);
      return this.insertUpserted(conn, withUpsertId(created.doc, undefined), false);
    });
  }

  async updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    assertUpdate(update);
    return this.engine.write((conn) => {
      const info = this.info(conn);
      const { docs, texts } = findForWrite(conn, info, filter);
      if (!info) return NO_MATCH;
      let modifiedCount = 0;
      docs.forEach((target, i) => {
        modifiedCount += this.rewrite(conn, info, target, texts[i], this.checked(applyUpdate(target, update, filter, false))).modifiedCount;
      });
      return { matchedCount: docs.length, modifiedCount, upsertedId: null };
    });
  }

  async replaceOne(filter: Filter, replacement: T, options: UpdateOptions = {}): Promise<UpdateResult> {
    if (!isPlainObject(replacement) || Object.keys(replacement).some((key) => key.startsWith('$'))) {
      throw new InvalidQueryError('Invalid replacement: it must be a document without update operators');
    }
    const { _id: replacementId, ...fields } = copyJsonDocument(replacement, this.name, false) as Record<string, unknown>;
    return this.engine.write((conn) => {
      const info = this.info(conn);
      const {
        docs: [target],
        texts: [text],
      } = findForWrite(conn, info, filter, 1);
      if (target && info) {
        if (replacementId !== undefined && replacementId !== target._id) {
          throw new InvalidQueryError("Invalid replacement: the field '_id' is immutable");
        }
        return this.rewrite(conn, info, target, text, { doc: { _id: target._id, ...fields }, paths: null });
      }
      if (!options.upsert) return NO_MATCH;
      // A replacement upsert takes only the _id from the filter, not its other equality fields.
      return this.insertUpserted(conn, withUpsertId({ _id: replacementId, ...fields }, seedFromFilter(filter)._id), true);
    });
  }

  /** mingo's updates can write anything; the fast path only writes values it checked. */
  private checked(updated: Updated): Updated {
    if (updated.paths === null) assertJsonDocument(updated.doc, this.name);
    return updated;
  }

  /** Stores an updated document unless its JSON is the stored one (then it was not modified). */
  private rewrite(conn: Connection, info: CollectionInfo, before: StoredDocument, beforeText: string, updated: Updated): UpdateResult {
    const after = updated.doc as StoredDocument;
    const text = JSON.stringify(after);
    if (text === beforeText) return { matchedCount: 1, modifiedCount: 0, upsertedId: null };
    replaceDocument({ conn, catalog: this.engine.catalog, info }, before, after, text, updated.paths);
    return { matchedCount: 1, modifiedCount: 1, upsertedId: null };
  }

  private insertUpserted(conn: Connection, doc: StoredDocument, checked: boolean): UpdateResult {
    if (!checked) assertJsonDocument(doc, this.name);
    insertDocument(this.target(conn), doc);
    return { matchedCount: 0, modifiedCount: 0, upsertedId: doc._id };
  }

  async deleteOne(filter: Filter): Promise<DeleteResult> {
    return this.engine.write((conn) => {
      const info = this.info(conn);
      const [target] = findDocuments(conn, info, filter, { limit: 1 });
      if (!target || !info) return { deletedCount: 0 };
      deleteDocument(conn, info, target);
      return { deletedCount: 1 };
    });
  }

  async deleteMany(filter: Filter = {}): Promise<DeleteResult> {
    compileFilter(filter);
    return this.engine.write((conn) => {
      const info = this.info(conn);
      if (!info) return { deletedCount: 0 };
      if (Object.keys(filter).length === 0) return { deletedCount: deleteAllDocuments(conn, info) };
      const targets = findDocuments(conn, info, filter);
      for (const target of targets) deleteDocument(conn, info, target);
      return { deletedCount: targets.length };
    });
  }

  /** A leading $match narrows the input through the planner; mingo runs the rest of the pipeline. */
  async aggregate<R = Record<string, unknown>>(pipeline: PipelineStage[]): Promise<R[]> {
    assertPipeline(pipeline);
    const leading = pipeline[0]?.$match;
    const match = isPlainObject(leading) ? leading : {};
    const rest = isPlainObject(leading) ? pipeline.slice(1) : pipeline;
    const input = this.engine.read((conn) => findDocuments(conn, this.info(conn), match));
    return runPipeline<R>(input, rest);
  }

  async createIndex(keys: SortSpec, options: IndexOptions = {}): Promise<string> {
    const entries = isPlainObject(keys) ? Object.entries(keys) : [];
    if (entries.length === 0 || entries.some(([path, dir]) => (dir !== 1 && dir !== -1) || path === '' || path.startsWith('$'))) {
      throw new InvalidQueryError('Invalid index keys: fields with 1 or -1 are required');
    }
    return this.engine.write((conn) => {
      const { catalog, info } = this.target(conn);
      return createIndex(conn, catalog, info, entries as Array<[string, 1 | -1]>, options);
    });
  }
}
