export * from './data-access.document';
export * from './data-access.projection';
export * from './data-access.queries';
export * from './read-side';
