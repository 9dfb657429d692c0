export * from './customer.document';
export * from './customers.projection';
export * from './customer.queries';
export * from './read-side';
