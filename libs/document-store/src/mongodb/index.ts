export { MongoDocumentStore } from './mongo-document-store';
export { MongoCollection } from './mongo-collection';
