export * from './signing.document';
export * from './signing-view';
export * from './signing-summary';
export * from './signings.projection';
export * from './signing-list.query';
export * from './summary.query';
export * from './read-side';
export * from './signing-evolve';
