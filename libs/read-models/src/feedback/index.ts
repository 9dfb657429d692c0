export * from './feedback.document';
export * from './feedback.projection';
export * from './feedback.queries';
export * from './read-side';
