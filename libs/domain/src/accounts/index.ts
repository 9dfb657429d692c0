export * from './registration-rules';
export * from './account.decider';
export * from './trial';
export * from './account-recovery';
