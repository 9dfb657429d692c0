export * from './pending-import.document';
export * from './pending-imports.projection';
export * from './pending-imports.queries';
export * from './read-side';
