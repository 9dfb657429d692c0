export * from './payment-terms';
export * from './invoice-rules';
export * from './batch-invoice';
export * from './aging';
