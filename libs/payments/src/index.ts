export * from './payment-gateway';
export * from './test-gateway';
export * from './stripe-gateway';
export * from './create-payment-gateway';
