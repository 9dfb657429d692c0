export * from './domain-error';
export * from './decider';
export * from './money';
