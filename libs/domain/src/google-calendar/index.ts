export * from './calendar-sync.decider';
export * from './mileage-round-trip';
