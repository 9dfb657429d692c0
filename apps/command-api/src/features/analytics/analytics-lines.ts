import type { AnalyticsTotals } from '@notary/contracts';
import { fromCents } from '@notary/domain';
import { MONTH_TITLES } from '@notary/read-models';

/** A line of the analytics (a type of work, a category, a customer, the year) in cents, month by month (index 0 is January). */
export interface Line {
  count: number[];
  billed: number[];
  paid: number[];
  expenses: number[];
}

const twelve = () => MONTH_TITLES.map(() => 0);
export const emptyLine = (): Line => ({ count: twelve(), billed: twelve(), paid: twelve(), expenses: twelve() });
export const total = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);

/** Adds a bucket's month of signings to a line. */
export function addSignings(line: Line, bucket: { Month: number; AppointmentCount: number; TotalCents: number; PaidCents: number }): void {
  const month = bucket.Month - 1;
  line.count[month] += bucket.AppointmentCount;
  line.billed[month] += bucket.TotalCents;
  line.paid[month] += bucket.PaidCents;
}

/** The sum of lines, month by month (a category from its types). */
export function sumOfLines(lines: readonly Line[]): Line {
  const sum = emptyLine();
  for (const line of lines) {
    for (let month = 0; month < 12; month++) {
      sum.count[month] += line.count[month];
      sum.billed[month] += line.billed[month];
      sum.paid[month] += line.paid[month];
      sum.expenses[month] += line.expenses[month];
    }
  }
  return sum;
}

/**
 * Splits `cents` in proportion to `weights`, to the cent: each part is rounded down and the cents
 * left over go to the largest fractions, so the parts always add up to the whole. With every
 * weight 0 nothing is split (all parts 0).
 */
export function splitInProportion(cents: number, weights: readonly number[]): number[] {
  const sum = total(weights);
  if (sum <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (cents * weight) / sum);
  const parts = exact.map((value) => Math.floor(value));
  let left = cents - total(parts);
  const byFraction = exact.map((value, index) => ({ index, fraction: value - parts[index] })).sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of byFraction) {
    if (left <= 0) break;
    parts[index] += 1;
    left -= 1;
  }
  return parts;
}

/**
 * The profit rule (see libs/contracts/src/analytics.ts): each month's expenses are shared among
 * the lines in proportion to what each billed in the whole year. Sets each line's `expenses`.
 */
export function shareExpenses(lines: readonly Line[], expensesByMonth: readonly number[]): void {
  const weights = lines.map((line) => total(line.billed));
  for (let month = 0; month < 12; month++) {
    const shares = splitInProportion(expensesByMonth[month] ?? 0, weights);
    lines.forEach((line, index) => (line.expenses[month] = shares[index]));
  }
}

function figuresOf(count: number, billed: number, paid: number, expenses: number): Omit<AnalyticsTotals, 'Title'> {
  return {
    AppointmentCount: count,
    TotalAmount: fromCents(billed),
    AmountPaid: fromCents(paid),
    ExpenseAmount: fromCents(expenses),
    Profit: fromCents(billed - expenses),
  };
}

/** A line's twelve months, Jan to Dec. */
export const monthsOf = (line: Line): AnalyticsTotals[] =>
  MONTH_TITLES.map((Title, month) => ({ Title, ...figuresOf(line.count[month], line.billed[month], line.paid[month], line.expenses[month]) }));

/** A line's year. */
export const yearOf = (line: Line): Omit<AnalyticsTotals, 'Title'> => figuresOf(total(line.count), total(line.billed), total(line.paid), total(line.expenses));

/** Most billed first, then by name. */
export const byBilled =
  <T extends { TotalAmount: number }>(name: (item: T) => string) =>
  (a: T, b: T) =>
    b.TotalAmount - a.TotalAmount || name(a).localeCompare(name(b));
