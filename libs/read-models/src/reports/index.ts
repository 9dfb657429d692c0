export * from './report.reads';
