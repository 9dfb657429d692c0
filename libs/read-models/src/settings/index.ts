export * from './settings.document';
export { settingsProjection, evolveSettings } from './settings.projection';
export * from './settings.queries';
export * from './read-side';
