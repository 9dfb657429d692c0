export * from './addresses';
export * from './tokens';
export * from './sample-templates';
