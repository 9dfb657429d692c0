export * from './accountant-invitation.document';
export * from './accountant-invitations.projection';
export * from './accountant-invitations.queries';
export * from './read-side';
export * from './books-as-of';
