export * from './event-store.port';
export * from './errors';
export * from './sqlite';
export * from './eventstoredb';
