export * from './mileage.document';
export * from './mileage.projection';
export * from './mileage.queries';
export * from './read-side';
