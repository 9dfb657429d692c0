export * from './rescission';
