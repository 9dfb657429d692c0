export * from './expense.document';
export * from './expenses.projection';
export * from './expense.queries';
export * from './read-side';
