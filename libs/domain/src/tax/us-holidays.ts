/**
 * The days the IRS moves a deadline past: Saturdays, Sundays and legal holidays in the District of
 * Columbia, which are the federal holidays (5 U.S.C. 6103) plus DC Emancipation Day (April 16). A
 * holiday on a Saturday is observed the Friday before, on a Sunday the Monday after (Juneteenth
 * from 2021, when it became a federal holiday). Worked out by rule, so any year is covered.
 */

export interface Holiday {
  /** YYYY-MM-DD, the day it is observed. */
  date: string;
  name: string;
}

const iso = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The n-th given weekday (0 Sunday) of a month; n = -1 for the last. */
function nthWeekday(year: number, month: number, day: number, n: number): string {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return iso(year, month, 1 + ((day - first + 7) % 7) + (n - 1) * 7);
  }
  const lastDate = new Date(Date.UTC(year, month, 0));
  const last = lastDate.getUTCDay();
  return iso(year, month, lastDate.getUTCDate() - ((last - day + 7) % 7));
}

/** A fixed-date holiday moved to the weekday it is observed on. */
function observed(date: string): string {
  const day = weekday(date);
  const shift = day === 6 ? -1 : day === 0 ? 1 : 0;
  return shift === 0 ? date : iso(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10)) + shift);
}

/**
 * The federal legal public holidays of 5 U.S.C. 6103(a) on their own dates (a fixed-date holiday on
 * a weekend stays on that weekend day): what Regulation Z's rescission business day leaves out.
 */
export function federalHolidays(year: number): Holiday[] {
  return [
    { date: iso(year, 1, 1), name: "New Year's Day" },
    { date: nthWeekday(year, 1, 1, 3), name: 'Birthday of Martin Luther King, Jr.' },
    { date: nthWeekday(year, 2, 1, 3), name: "Washington's Birthday" },
    { date: nthWeekday(year, 5, 1, -1), name: 'Memorial Day' },
    ...(year >= 2021 ? [{ date: iso(year, 6, 19), name: 'Juneteenth National Independence Day' }] : []),
    { date: iso(year, 7, 4), name: 'Independence Day' },
    { date: nthWeekday(year, 9, 1, 1), name: 'Labor Day' },
    { date: nthWeekday(year, 10, 1, 2), name: 'Columbus Day' },
    { date: iso(year, 11, 11), name: 'Veterans Day' },
    { date: nthWeekday(year, 11, 4, 4), name: 'Thanksgiving Day' },
    { date: iso(year, 12, 25), name: 'Christmas Day' },
  ];
}

/**
 * The legal holidays the IRS observes in a year, on the days they are observed (a Saturday New
 * Year's Day of the next year falls on Dec 31 of this one): the federal ones and DC Emancipation Day.
 */
export function legalHolidays(year: number): Holiday[] {
  const holidays: Holiday[] = [...federalHolidays(year), { date: iso(year, 4, 16), name: 'DC Emancipation Day' }].map((holiday) =>
    /^\d{4}-(01-01|04-16|06-19|07-04|11-11|12-25)$/.test(holiday.date) ? { ...holiday, date: observed(holiday.date) } : holiday,
  );
  const nextNewYear = observed(iso(year + 1, 1, 1));
  if (nextNewYear.startsWith(`${year}-`)) holidays.push({ date: nextNewYear, name: "New Year's Day" });
  return holidays.filter((holiday) => holiday.date.startsWith(`${year}-`)).sort((a, b) => a.date.localeCompare(b.date));
}

/** The holiday observed on a day, if any. */
export function holidayOn(date: string): Holiday | undefined {
  return legalHolidays(Number(date.slice(0, 4))).find((holiday) => holiday.date === date);
}

export interface DeadlineMove {
  /** The deadline as the law states it. */
  statutory: string;
  /** The day it actually falls on. */
  due: string;
  /** Why it moved, day by day ("Saturday", "Emancipation Day"); empty when it did not. */
  skipped: Array<{ date: string; reason: string }>;
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A deadline on a weekend or legal holiday moves to the next business day (IRC §7503). */
export function nextBusinessDay(statutory: string): DeadlineMove {
  const skipped: DeadlineMove['skipped'] = [];
  let date = statutory;
  for (;;) {
    const day = weekday(date);
    const holiday = holidayOn(date);
    if (day !== 0 && day !== 6 && !holiday) return { statutory, due: date, skipped };
    skipped.push({ date, reason: holiday ? holiday.name : DAY_NAMES[day]! });
    date = iso(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10)) + 1);
  }
}
