export * from './schedule';
export * from './recurring-expense.decider';
