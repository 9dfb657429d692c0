export * from './feedback.decider';
