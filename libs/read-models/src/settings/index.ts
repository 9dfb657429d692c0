export * from './settings.projection';
export * from './settings-view';
export * from './settings.queries';
