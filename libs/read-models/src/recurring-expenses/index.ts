export * from './recurring-expense.document';
export * from './recurring-expenses.projection';
export * from './recurring-expense.queries';
export * from './read-side';
