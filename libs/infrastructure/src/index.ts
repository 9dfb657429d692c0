export * from './data-dir';
export * from './stores';
export * from './command-handling';
export * from './credentials';
export * from './account-link-tokens';
export * from './wal-checkpointer';
export * from './stream-states';
