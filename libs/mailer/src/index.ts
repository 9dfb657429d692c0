export * from './mailer';
export * from './smtp-url';
export * from './smtp-mailer';
export * from './unconfigured-mailer';
export * from './create-mailer';
