export * from './plans';
export * from './card-rules';
export * from './subscription.decider';
export * from './billing-status';
