export * from './duration';
export * from './local-time';
export * from './mileage';
export * from './payment-status';
export * from './signing-figures';
export * from './signing-input';
export * from './signing.decider';
