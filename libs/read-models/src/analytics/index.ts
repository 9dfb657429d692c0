export * from './analytics-buckets';
export * from './analytics.queries';
