export * from './document-store.port';
export * from './sqlite';
export * from './mongodb';
