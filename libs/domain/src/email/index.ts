export * from './addresses';
export * from './tokens';
export * from './sample-templates';
export * from './recipients';
export * from './compose-email';
export * from './email-template.decider';
export * from './outbox.decider';
