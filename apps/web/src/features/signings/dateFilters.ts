import type { SigningPageRequest } from '@notary/contracts';
import { addDays, isoDate, weekStart } from '../../shared/format';

/**
 * The signings list's date filter (spec 000 §9): named periods, each year from the current one
 * minus 2 down to 2010, or a custom range. Periods are computed in the browser's local time and sent
 * to getpage as a Year, or as Custom with StartDate/EndDate (inclusive).
 */
export type DatePeriod =
  'All' | 'Custom' | 'Today' | 'Tomorrow' | 'ThisWeek' | 'LastWeek' | 'ThisMonth' | 'LastMonth' | 'ThisYear' | 'NextYear' | 'LastYear' | `Year${number}`;

export const DEFAULT_DATE_PERIOD: DatePeriod = 'ThisYear';
export const OLDEST_FILTER_YEAR = 2010;

const NAMED: Array<[DatePeriod, string]> = [
  ['All', 'All'],
  ['Custom', 'Custom'],
  ['Today', 'Today'],
  ['Tomorrow', 'Tomorrow'],
  ['ThisWeek', 'This week'],
  ['LastWeek', 'Last week'],
  ['ThisMonth', 'This month'],
  ['LastMonth', 'Last month'],
  ['ThisYear', 'This year'],
  ['NextYear', 'Next year'],
  ['LastYear', 'Last year'],
];

export function datePeriodOptions(today: string): Array<{ value: DatePeriod; label: string }> {
  const year = Number(today.slice(0, 4));
  const years: Array<{ value: DatePeriod; label: string }> = [];
  for (let y = year - 2; y >= OLDEST_FILTER_YEAR; y -= 1) years.push({ value: `Year${y}`, label: String(y) });
  return [...NAMED.map(([value, label]) => ({ value, label })), ...years];
}

/** The dates part of the list's page request: a year, All, or Custom with a start and an end. */
export type DateRange = Pick<SigningPageRequest, 'Year' | 'StartDate' | 'EndDate'>;

const custom = (StartDate: string, EndDate: string): DateRange => ({ Year: 'Custom', StartDate, EndDate });

function monthRange(year: number, monthIndex: number): DateRange {
  return custom(isoDate(new Date(year, monthIndex, 1)), isoDate(new Date(year, monthIndex + 1, 0)));
}

/**
 * The getpage date fields for a period. `customRange` is the range the notary entered for Custom
 * (already valid); without it, Custom means no date limit yet.
 */
export function dateRangeOf(period: DatePeriod, today: string, customRange?: { start: string; end: string } | null): DateRange {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  switch (period) {
    case 'All':
      return { Year: 'All' };
    case 'Custom':
      return customRange ? custom(customRange.start, customRange.end) : { Year: 'All' };
    case 'Today':
      return custom(today, today);
    case 'Tomorrow':
      return custom(addDays(today, 1), addDays(today, 1));
    case 'ThisWeek':
      return custom(weekStart(today), addDays(weekStart(today), 6));
    case 'LastWeek':
      return custom(addDays(weekStart(today), -7), addDays(weekStart(today), -1));
    case 'ThisMonth':
      return monthRange(year, month);
    case 'LastMonth':
      return monthRange(year, month - 1);
    case 'ThisYear':
      return { Year: year };
    case 'NextYear':
      return { Year: year + 1 };
    case 'LastYear':
      return { Year: year - 1 };
    default:
      return { Year: Number(period.slice(4)) };
  }
}

/** The custom range presets: the last 7 or 30 days, today included. */
export function lastDays(today: string, days: 7 | 30): { start: string; end: string } {
  return { start: addDays(today, -(days - 1)), end: today };
}
