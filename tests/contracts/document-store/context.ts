import type { Collection, Document, DocumentStore } from '@notary/document-store';

/** What each part of the DocumentStore contract gets: the store under test and fresh collections. */
export interface ContractContext {
  store(): DocumentStore;
  /** A collection no other test uses (the store is shared by the whole suite). */
  fresh<T extends Document = Document>(label: string): Collection<T>;
}

export async function insertAll<T extends Document>(collection: Collection<T>, docs: T[]): Promise<void> {
  for (const doc of docs) await collection.insertOne(doc);
}

export const ids = (docs: Array<{ _id: string }>): string[] => docs.map((d) => d._id);
export const sortedIds = (docs: Array<{ _id: string }>): string[] => ids(docs).sort();
