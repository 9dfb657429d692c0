export * from './config';
export * from './ids';
export * from './clock';
export * from './change-notifier';
export * from './mongo-change-notifier';
export * from './logger';
