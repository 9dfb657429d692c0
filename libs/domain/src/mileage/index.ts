export * from './irs-rates';
export * from './mileage.decider';
