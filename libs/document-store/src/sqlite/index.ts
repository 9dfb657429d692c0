export { SqliteDocumentStore } from './sqlite-document-store';
export { SqliteCollection } from './sqlite-collection';
export type { Explanation } from './query-exec';
/** The embedded store's query (filter, sort, skip, limit, projection) over documents held in memory. */
export { findInMemory } from './query-exec';
