export * from './envelope';
export * from './upcasting';
export * from './accounts';
export * from './settings';
export * from './signings';
export * from './customers';
