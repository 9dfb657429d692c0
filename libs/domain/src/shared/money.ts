import { validationError } from './domain-error';

/**
 * Money travels and is stored as dollars with two decimal places, and is added up in whole cents,
 * so that $0.10 + $0.20 is $0.30 and a year of payments sums to the cent.
 */
export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const fromCents = (cents: number): number => cents / 100;
export const roundMoney = (dollars: number): number => fromCents(toCents(dollars));
export const sumMoney = (amounts: Iterable<number>): number => {
  let cents = 0;
  for (const amount of amounts) cents += toCents(amount);
  return fromCents(cents);
};

/** An amount a person entered (a fee, a payment, an expense): never below zero. */
export function nonNegativeMoney(value: number, field: string, what: string): number {
  if (!Number.isFinite(value) || value < 0) throw validationError('MONEY.NEGATIVE', `${what} cannot be negative`, { [field]: `${what} cannot be negative` });
  return roundMoney(value);
}
