export { SqliteEventStore, type SqliteEventStoreOptions, type DurabilitySettings } from './sqlite-event-store';
export type { GroupCommitStats } from './sqlite-group-commit';
