import type { BudgetActuals, BudgetMonth } from '@notary/contracts';
import { fromCents } from '@notary/domain';
import { MONTH_TITLES, type ExpenseBucket, type WorkTypeBucket } from '@notary/read-models';

interface MonthTally {
  count: number;
  billed: number;
  paid: number;
  expenses: number;
}

/** The twelve months before the month of `asOf` (YYYY-MM-DD), oldest first, and that month itself. */
export function budgetMonths(asOf: string): { months: Array<{ Year: number; Month: number }>; current: { Year: number; Month: number } } {
  const current = { Year: Number(asOf.slice(0, 4)), Month: Number(asOf.slice(5, 7)) };
  const months: Array<{ Year: number; Month: number }> = [];
  for (let back = 12; back >= 1; back--) {
    const index = current.Year * 12 + (current.Month - 1) - back;
    months.push({ Year: Math.floor(index / 12), Month: (index % 12) + 1 });
  }
  return { months, current };
}

/**
 * The planner's actuals (spec 001 §2 "Budget planner"): billed, paid and spent per month, from the
 * analytics' buckets (the signings' dates) and the expense buckets, for the twelve whole months
 * before AsOf's month and that month so far.
 */
export function budgetActuals(asOf: string, signings: readonly WorkTypeBucket[], expenses: readonly ExpenseBucket[]): BudgetActuals {
  const tallies = new Map<string, MonthTally>();
  const tallyOf = (year: number, month: number) => {
    const key = `${year}-${month}`;
    const tally = tallies.get(key) ?? { count: 0, billed: 0, paid: 0, expenses: 0 };
    tallies.set(key, tally);
    return tally;
  };
  for (const bucket of signings) {
    const tally = tallyOf(bucket.Year, bucket.Month);
    tally.count += bucket.AppointmentCount;
    tally.billed += bucket.TotalCents;
    tally.paid += bucket.PaidCents;
  }
  for (const bucket of expenses) tallyOf(bucket.Year, bucket.Month).expenses += bucket.TotalCents;

  const monthOf = ({ Year, Month }: { Year: number; Month: number }): BudgetMonth => {
    const tally = tallies.get(`${Year}-${Month}`) ?? { count: 0, billed: 0, paid: 0, expenses: 0 };
    return {
      Year,
      Month,
      Title: `${MONTH_TITLES[Month - 1]} ${Year}`,
      AppointmentCount: tally.count,
      TotalAmount: fromCents(tally.billed),
      AmountPaid: fromCents(tally.paid),
      ExpenseAmount: fromCents(tally.expenses),
    };
  };
  const { months, current } = budgetMonths(asOf);
  const Months = months.map(monthOf);
  const sum = (pick: (month: BudgetMonth) => number) => fromCents(Months.reduce((cents, month) => cents + Math.round(pick(month) * 100), 0));
  return {
    AsOf: asOf,
    Months,
    AppointmentCount: Months.reduce((count, month) => count + month.AppointmentCount, 0),
    TotalAmount: sum((month) => month.TotalAmount),
    AmountPaid: sum((month) => month.AmountPaid),
    ExpenseAmount: sum((month) => month.ExpenseAmount),
    ThisMonth: monthOf(current),
  };
}
