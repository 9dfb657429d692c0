export * from './registration-rules';
export * from './account.decider';
export * from './trial';
