export * from './trial-expiry.policy';
