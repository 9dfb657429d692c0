export * from './account.document';
export * from './accounts.projection';
export * from './account.queries';
export * from './read-side';
