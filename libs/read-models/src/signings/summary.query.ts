import type { OwnerScope } from '../shared/owner-scope';
import { SIGNING_SUMMARIES } from './signing.document';
import type { SummaryBucket } from './signing-summary';

export const MONTH_TITLES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export interface SummaryLine {
  Title: string;
  AppointmentCount: number;
  TotalAmount: number;
  AmountPaid: number;
  AmountUnpaid: number;
}

const dollars = (cents: number) => Math.round(cents) / 100;

/**
 * The dashboard's signings summary for a year: one line per month (count and dollars; paid, unpaid,
 * total), optionally only for some categories of work, plus the year's totals.
 */
export async function signingSummary(scope: OwnerScope, year: number, categoryIds?: number[]) {
  const filter: Record<string, unknown> = { Year: year };
  if (categoryIds?.length) filter.CategoryId = { $in: categoryIds };
  const buckets = await scope.find<SummaryBucket>(SIGNING_SUMMARIES, filter);
  const months = MONTH_TITLES.map(() => ({ count: 0, total: 0, paid: 0, unpaid: 0 }));
  for (const bucket of buckets) {
    const month = months[bucket.Month - 1];
    month.count += bucket.AppointmentCount;
    month.total += bucket.TotalCents;
    month.paid += bucket.PaidCents;
    month.unpaid += bucket.UnpaidCents;
  }
  const Totals: SummaryLine[] = months.map((m, index) => ({
    Title: MONTH_TITLES[index],
    AppointmentCount: m.count,
    TotalAmount: dollars(m.total),
    AmountPaid: dollars(m.paid),
    AmountUnpaid: dollars(m.unpaid),
  }));
  const sum = (pick: (line: SummaryLine) => number) => Math.round(Totals.reduce((total, line) => total + pick(line) * 100, 0)) / 100;
  return {
    Year: year,
    Totals,
    AppointmentCount: Totals.reduce((total, line) => total + line.AppointmentCount, 0),
    TotalAmount: sum((line) => line.TotalAmount),
    AmountPaid: sum((line) => line.AmountPaid),
    AmountUnpaid: sum((line) => line.AmountUnpaid),
  };
}
