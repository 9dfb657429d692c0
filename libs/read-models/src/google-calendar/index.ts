export * from './calendar-sync.document';
export * from './calendar-sync.projection';
export * from './calendar-sync.queries';
export * from './read-side';
