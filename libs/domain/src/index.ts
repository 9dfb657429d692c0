export * from './shared';
export * from './accounts';
export * from './settings';
export * from './signings';
export * from './customers';
export * from './recurring-expenses';
export * from './mileage';
export * from './expenses';
