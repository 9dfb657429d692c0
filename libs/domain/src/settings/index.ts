export * from './standard-catalog';
export * from './settings.decider';
export * from './work-types';
export * from './settings-as-shown';
export * from './work-type-merge';
