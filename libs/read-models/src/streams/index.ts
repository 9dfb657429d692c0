export * from './stream-entry.document';
export * from './streams-catalogue.projection';
export * from './streams.queries';
export * from './read-side';
