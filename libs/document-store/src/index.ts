export * from './document-store.port';
