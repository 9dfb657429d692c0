// The dashboard's constants and the small calculations behind it (spec 000 §2 and §9).
import type { NextAppointmentRequest, SigningSummaryLine } from '@notary/contracts';
import { formatMoney } from '../../shared/format';

/** The first year the year selectors offer. The spec's last year (2025) is long past, so the list runs to next year. */
export const FIRST_DASHBOARD_YEAR = 2014;

/** Import is offered while the notary has this many signings or fewer: a new account, not a busy one. */
export const IMPORT_OFFER_MAX_SIGNINGS = 3;

/** Years for the selectors, newest first: next year (for signings booked ahead) down to 2014. */
export function dashboardYears(currentYear: number): number[] {
  const years: number[] = [];
  for (let year = currentYear + 1; year >= FIRST_DASHBOARD_YEAR; year -= 1) years.push(year);
  return years;
}

export function offersImport(signingCount: number): boolean {
  return signingCount <= IMPORT_OFFER_MAX_SIGNINGS;
}

/** The three standard categories of work (spec 001 §3); the summary filters by their ids. */
export const WORK_CATEGORIES = [
  { id: 1, name: 'Specialty / general notary work' },
  { id: 2, name: 'Loan signing work' },
  { id: 3, name: 'Other types of work' },
] as const;

/** The browser's local date and time, as nextappointment expects it: "next" means next where the notary is. */
export function localNow(now: Date): NextAppointmentRequest {
  return { Year: now.getFullYear(), Month: now.getMonth() + 1, Day: now.getDate(), Hour: now.getHours(), Minute: now.getMinutes() };
}

export type ChartMeasure = 'count' | 'dollars';

type MonthLine = Pick<SigningSummaryLine, 'Title' | 'AppointmentCount' | 'TotalAmount'>;

const measured = (measure: ChartMeasure) => (line: MonthLine) => (measure === 'count' ? line.AppointmentCount : line.TotalAmount);

/** The year's total of what the chart shows; at 0 there is nothing worth drawing. */
export const chartTotal = (months: MonthLine[], measure: ChartMeasure) => months.reduce((sum, line) => sum + measured(measure)(line), 0);

/** A sentence a screen reader can take in at once, before the month-by-month table. */
export function describeSigningsChart(months: MonthLine[], measure: ChartMeasure, year: number): string {
  const value = measured(measure);
  const total = chartTotal(months, measure);
  if (total === 0) return measure === 'count' ? `No signings recorded for ${year}.` : `No signing fees recorded for ${year}.`;
  const busiest = months.reduce((best, line) => (value(line) > value(best) ? line : best));
  return measure === 'count'
    ? `${total} signing${total === 1 ? '' : 's'} in ${year}; the busiest month is ${busiest.Title} with ${busiest.AppointmentCount}.`
    : `${formatMoney(total)} of signing fees in ${year}; the highest month is ${busiest.Title} with ${formatMoney(busiest.TotalAmount)}.`;
}
