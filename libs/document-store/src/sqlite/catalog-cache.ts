import type { CollectionInfo } from './index-keys';
import type { TransactionObserver } from './tx-context';

/**
 * The catalog (collections and their indexes) kept in memory, so that an operation does not read
 * it from SQLite each time. It assumes this store is the only writer of its file, or, for a store
 * opened `writtenElsewhere` (the API's view of the read models a worker thread writes), that the
 * engine clears it whenever the catalog version moved (see StoreEngine.read).
 *
 * Two views, as the two connections see the database:
 * - `committed`: what the read connection sees (committed data). Used for reads outside a
 *   transaction, and by the writer for names the open transaction did not change.
 * - `pending`: the writer's view of the names changed by the open transaction (created or dropped
 *   collections, new indexes, multikey/unsortable flags). Promoted to `committed` on COMMIT.
 * A rollback (of the transaction or of a savepoint) forgets every entry the undone part changed,
 * in both views; they are read again from the database, which the rollback made right.
 *
 * Flags are set on the IndexMeta objects in place, which the committed view may share: a reader can
 * thus see multikey/unsortable before they commit. That is safe, as both only make plans more
 * careful (deduplicate, sort in memory), and a rollback reloads the entry.
 */
export class CatalogCache implements TransactionObserver {
  private readonly committedView = new Map<string, CollectionInfo | null>();
  private readonly pending = new Map<string, CollectionInfo | null>();
  /** Names changed since the outermost transaction began, in order (marks index into it). */
  private journal: string[] = [];
  private readonly dirty = new Set<string>();

  /**
   * The collection as a connection sees it (`writer`: the write connection); `load` reads it from
   * that connection when the cache does not have it.
   */
  get(name: string, writer: boolean, load: () => CollectionInfo | null): CollectionInfo | null {
    if (writer && this.dirty.has(name)) {
      let info = this.pending.get(name);
      if (info === undefined) this.pending.set(name, (info = load()));
      return info;
    }
    let info = this.committedView.get(name);
    if (info === undefined) this.committedView.set(name, (info = load()));
    return info;
  }

  /** Records a catalog change the writer made in the open transaction (null: dropped). */
  changed(name: string, info: CollectionInfo | null): void {
    this.journal.push(name);
    this.dirty.add(name);
    this.pending.set(name, info);
  }

  began(): number {
    return this.journal.length;
  }

  committed(outermost: boolean): void {
    if (!outermost) return;
    for (const name of this.dirty) {
      const info = this.pending.get(name);
      if (info === undefined) this.committedView.delete(name);
      else this.committedView.set(name, info);
    }
    this.reset();
  }

  rolledBack(mark: number, outermost: boolean): void {
    for (const name of outermost ? this.journal : this.journal.slice(mark)) {
      this.pending.delete(name);
      this.committedView.delete(name);
    }
    // After a savepoint rollback the names stay dirty: the writer reloads them from its own view.
    if (outermost) this.reset();
  }

  /** Forgets everything, e.g. after tables were dropped outside the tracked path. */
  clear(): void {
    this.committedView.clear();
    this.reset();
  }

  private reset(): void {
    this.journal = [];
    this.dirty.clear();
    this.pending.clear();
  }
}
