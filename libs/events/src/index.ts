export * from './envelope';
export * from './upcasting';
