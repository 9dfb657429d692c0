export * from './envelope';
export * from './upcasting';
export * from './catalogue';
export * from './accounts';
export * from './settings';
export * from './signings';
export * from './customers';
export * from './recurring-expenses';
