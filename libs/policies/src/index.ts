export * from './trial-expiry.policy';
export * from './signing-expenses.policy';
export * from './receipts-sweep';
export * from './recurring-expense.scheduler';
export * from './email-delivery';
export * from './email-delivery.worker';
