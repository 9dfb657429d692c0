import { isCalendarDate } from '../signings/signing-input';

/**
 * When a recurring expense falls due. Dates are the notary's calendar dates (YYYY-MM-DD): a monthly
 * rent due on the 1st is due on the 1st where the notary lives, whatever the server's zone.
 *
 * Intervals (spec 001 §9): weekly (2) every 7 days from the start; monthly (3) on the start's day of
 * the month; annually (4) on the start's month and day. A start on a day a shorter month lacks (the
 * 29th to 31st, or February 29th) falls on that month's last day, and the next month goes back to
 * the start's own day: a start on January 31 gives February 28 (29 in a leap year), March 31, April 30.
 */

export const RECURRING_INTERVALS = { weekly: 2, monthly: 3, annually: 4 } as const;
export type RecurringInterval = (typeof RECURRING_INTERVALS)[keyof typeof RECURRING_INTERVALS];

export interface RecurringSchedule {
  StartDate: string;
  /** null (or ignored when Forever): no end. */
  EndDate: string | null;
  Interval: RecurringInterval;
  Forever: boolean;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const parts = (date: string): [number, number, number] => {
  const match = ISO_DATE.exec(date);
  if (!match) throw new Error(`Not a YYYY-MM-DD date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
};
const format = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The n-th occurrence (0 = the start) of the schedule, ignoring its end. */
export function occurrence(schedule: Pick<RecurringSchedule, 'StartDate' | 'Interval'>, n: number): string {
  const [year, month, day] = parts(schedule.StartDate);
  switch (schedule.Interval) {
    case RECURRING_INTERVALS.weekly: {
      const at = new Date(Date.UTC(year, month - 1, day + 7 * n));
      return format(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate());
    }
    case RECURRING_INTERVALS.monthly: {
      const index = month - 1 + n;
      const [y, m] = [year + Math.floor(index / 12), (index % 12) + 1];
      return format(y, m, Math.min(day, daysInMonth(y, m)));
    }
    case RECURRING_INTERVALS.annually:
      return format(year + n, month, Math.min(day, daysInMonth(year + n, month)));
    default: {
      const unknown: never = schedule.Interval;
      throw new Error(`Unknown interval ${String(unknown)}`);
    }
  }
}

/** The last date the schedule may fall on, or null when it runs forever. */
export function lastDate(schedule: RecurringSchedule): string | null {
  return schedule.Forever || !schedule.EndDate ? null : schedule.EndDate;
}

/**
 * The occurrences from the n-th on that fall on or before `through` (and within the schedule's end),
 * at most `limit` of them: the scheduler takes them in slices, so ten years of weekly expenses never
 * hold the event loop.
 */
export function occurrencesThrough(
  schedule: RecurringSchedule,
  through: string,
  fromIndex = 0,
  limit = Number.POSITIVE_INFINITY,
): Array<{ index: number; date: string }> {
  const end = lastDate(schedule);
  const bound = end !== null && end < through ? end : through;
  const found: Array<{ index: number; date: string }> = [];
  for (let index = fromIndex; found.length < limit; index++) {
    const date = occurrence(schedule, index);
    if (date > bound) break;
    found.push({ index, date });
  }
  return found;
}

/** The index of the first occurrence on or after `date` (the start's index when `date` is earlier). */
export function firstIndexOnOrAfter(schedule: Pick<RecurringSchedule, 'StartDate' | 'Interval'>, date: string): number {
  if (date <= schedule.StartDate) return 0;
  // An estimate from the interval's length, then a walk to the exact index (month lengths vary).
  const days = (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${schedule.StartDate}T00:00:00Z`)) / 86_400_000;
  const length = schedule.Interval === RECURRING_INTERVALS.weekly ? 7 : schedule.Interval === RECURRING_INTERVALS.monthly ? 28 : 365;
  let index = Math.max(0, Math.floor(days / length) - 1);
  while (index > 0 && occurrence(schedule, index - 1) >= date) index--;
  while (occurrence(schedule, index) < date) index++;
  return index;
}

/** Display status (spec 001 §3): Unknown without a usable start, Expired once its end has passed, else Active. */
export type RecurringStatus = 'Unknown' | 'Active' | 'Expired';

export function recurringStatus(schedule: Partial<RecurringSchedule>, today: string): RecurringStatus {
  if (!schedule.StartDate || !isCalendarDate(schedule.StartDate)) return 'Unknown';
  const end = schedule.Forever || !schedule.EndDate ? null : schedule.EndDate;
  return end !== null && end < today ? 'Expired' : 'Active';
}

/**
 * The calendar date at `instant` in an IANA time zone ('America/Chicago'): a recurring expense falls
 * due when the notary's own day begins, not the server's. An unknown zone throws (validated at save).
 */
export function calendarDateIn(timeZone: string, instant: Date): string {
  const fields = dateFormatIn(timeZone).formatToParts(instant);
  const value = (type: string) => Number(fields.find((part) => part.type === type)?.value);
  return format(value('year'), value('month'), value('day'));
}

/** Whether `timeZone` names a zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    dateFormatIn(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * One formatter per zone, made once: building an Intl.DateTimeFormat costs a fraction of a
 * millisecond, and a scheduler sweep over thousands of recurring expenses asks for each one's date.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormatIn(timeZone: string): Intl.DateTimeFormat {
  let formatter = formats.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    // Zone names come from notaries' browsers: a few hundred exist, so the map stays small.
    formats.set(timeZone, formatter);
  }
  return formatter;
}
