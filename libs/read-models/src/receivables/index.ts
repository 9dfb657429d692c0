export * from './receivables.queries';
