export * from './email.documents';
export * from './outbox.projection';
export * from './email-templates.projection';
export * from './email.queries';
export * from './read-side';
