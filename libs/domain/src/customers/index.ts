export * from './customer.decider';
