export * from './background-work';
export * from './features';
