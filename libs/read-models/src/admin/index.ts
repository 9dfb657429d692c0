export * from './admin-user.document';
export * from './admin-users.projection';
export * from './admin-users.queries';
export * from './event-summary';
export * from './read-side';
