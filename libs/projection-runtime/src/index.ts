export * from './projection';
export * from './checkpoints';
export * from './projector';
export { PositionGuardedCollection } from './projected-collection';
export * from './read-model-catalog';
