export * from './duration';
export * from './mileage';
export * from './payment-status';
export * from './signing-input';
export * from './signing.decider';
