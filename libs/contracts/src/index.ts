export * from './wire-values';
export * from './primitives';
export * from './errors';
export * from './accounts';
export * from './settings';
export * from './signings';
export * from './customers';
export * from './dashboard';
