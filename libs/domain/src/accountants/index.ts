export * from './accountant-access.decider';
export * from './row-changes';
