export * from './payment-terms';
export * from './invoice-rules';
