export * from './us-holidays';
export * from './estimated-tax';
export * from './notarial-fees';
