export * from './projection';
export * from './checkpoints';
export * from './projector';
export { PositionGuardedCollection } from './projected-collection';
export * from './read-model-catalog';
export * from './define-projection';
export * from './document-per-stream';
export * from './replay-in-memory';
export * from './project-events';
