export * from './billing.document';
export * from './billing.projection';
export * from './billing.queries';
export * from './read-side';
