export * from './expense-types';
export * from './expense.decider';
export * from './receipt-file';
