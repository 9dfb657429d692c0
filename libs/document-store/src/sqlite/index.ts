export { SqliteDocumentStore } from './sqlite-document-store';
export { SqliteCollection } from './sqlite-collection';
export type { Explanation } from './query-exec';
