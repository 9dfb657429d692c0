import type { Collection, Document } from '@notary/document-store';

/**
 * The embedded store's bulk write (SqliteCollection.saveDocuments): whole documents stored by _id
 * (null deletes), in one atomic write instead of one per document, with no query planned per
 * document. Other stores (MongoDB) have no such call: null, and the caller takes the port's calls.
 */
export type SaveDocuments<T extends Document> = (changes: ReadonlyArray<{ id: string; document: T | null }>) => Promise<void>;

export function bulkSaver<T extends Document>(store: Collection<T>): SaveDocuments<T> | null {
  const candidate = (store as { saveDocuments?: SaveDocuments<T> }).saveDocuments;
  return typeof candidate === 'function' ? candidate.bind(store) : null;
}
