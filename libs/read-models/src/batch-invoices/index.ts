export * from './batch-invoice.document';
export * from './batch-invoices.projection';
export * from './batch-invoice.queries';
export * from './read-side';
