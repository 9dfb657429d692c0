export * from './import-columns';
export * from './import-values';
export * from './import-rows';
export * from './import-identity';
export * from './signing-imports.decider';
