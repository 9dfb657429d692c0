// The calendar's views over local calendar dates written 'YYYY-MM-DD'. Signings carry their local
// wall-clock time ('YYYY-MM-DDTHH:mm'), so no time zone enters here.
import { addDays, addMonths, formatClock, formatHour, longDate, monthAndYear, monthDay, weekStart } from '../../shared/format';

export type CalendarView = 'day' | 'week' | 'month';
export const CALENDAR_VIEWS: CalendarView[] = ['day', 'week', 'month'];

/** The day and week views show 05:00 to 24:00 (spec 001 §9). */
export const DAY_START_HOUR = 5;
export const DAY_END_HOUR = 24;
export const GRID_MINUTES = (DAY_END_HOUR - DAY_START_HOUR) * 60;
/** A double click in the day or week grid starts a signing at the quarter hour under the pointer. */
export const NEW_SIGNING_SLOT_MINUTES = 15;

/**
 * The local time (HH:mm, 24 h) at a point of a day's column: `offset` pixels from its top, in a
 * column `height` pixels tall that spans the grid's hours, rounded down to the slot.
 */
export function timeInGrid(offset: number, height: number): string {
  const fraction = Math.min(Math.max(offset / height, 0), 1);
  const minutes = Math.min(
    DAY_START_HOUR * 60 + Math.floor((fraction * GRID_MINUTES) / NEW_SIGNING_SLOT_MINUTES) * NEW_SIGNING_SLOT_MINUTES,
    DAY_END_HOUR * 60 - NEW_SIGNING_SLOT_MINUTES,
  );
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export const weekDays = (date: string) => Array.from({ length: 7 }, (_, index) => addDays(weekStart(date), index));

/** The month as whole weeks, Sunday first: 4 to 6 rows, padded with days of the months around it. */
export function monthWeeks(date: string): string[][] {
  const first = `${date.slice(0, 8)}01`;
  const last = addDays(addMonths(first, 1), -1);
  const weeks: string[][] = [];
  for (let sunday = weekStart(first); sunday <= last; sunday = addDays(sunday, 7)) weeks.push(weekDays(sunday));
  return weeks;
}

export const sameMonth = (a: string, b: string) => a.slice(0, 7) === b.slice(0, 7);

/** The dates a view shows, first and last inclusive: what getpagebydate is asked for. */
export function visibleRange(view: CalendarView, anchor: string): { StartDate: string; EndDate: string } {
  if (view === 'day') return { StartDate: anchor, EndDate: anchor };
  if (view === 'week') return { StartDate: weekStart(anchor), EndDate: addDays(weekStart(anchor), 6) };
  const weeks = monthWeeks(anchor);
  return { StartDate: weeks[0]![0]!, EndDate: weeks.at(-1)![6]! };
}

/** Previous (-1) or next (+1) day, week or month. */
export function shiftAnchor(view: CalendarView, anchor: string, direction: 1 | -1): string {
  if (view === 'day') return addDays(anchor, direction);
  if (view === 'week') return addDays(anchor, 7 * direction);
  return addMonths(anchor, direction);
}

export const dayOfMonth = (date: string) => Number(date.slice(8, 10));

/** The heading over the grid: 'Tuesday, November 24, 2026', 'Nov 22 – 28, 2026', 'November 2026'. */
export function rangeTitle(view: CalendarView, anchor: string): string {
  if (view === 'day') return longDate(anchor);
  if (view === 'month') return monthAndYear(anchor);
  const { StartDate, EndDate } = visibleRange('week', anchor);
  const end = sameMonth(StartDate, EndDate) ? String(dayOfMonth(EndDate)) : monthDay(EndDate);
  const startYear = StartDate.slice(0, 4) === EndDate.slice(0, 4) ? '' : `, ${StartDate.slice(0, 4)}`;
  return `${monthDay(StartDate)}${startYear} – ${end}, ${EndDate.slice(0, 4)}`;
}

/** '2:30 – 4:00 PM', or '11:00 AM – 12:30 PM' when the signing crosses noon. */
export function timeRange(start: string, end: string): string {
  const [from, to] = [formatClock(start), formatClock(end)];
  return from.slice(-2) === to.slice(-2) ? `${from.slice(0, -3)} – ${to}` : `${from} – ${to}`;
}

/** Hour labels down the side of the day and week views: '5 AM' … '11 PM'. */
export const hourLabels = () => Array.from({ length: DAY_END_HOUR - DAY_START_HOUR }, (_, index) => formatHour(DAY_START_HOUR + index));

/** Minutes from 05:00 on `day`, held inside the grid (a 4 AM start sits at the top, past midnight at the bottom). */
export function gridMinute(localDateTime: string, day: string): number {
  const date = localDateTime.slice(0, 10);
  if (date < day) return 0;
  if (date > day) return GRID_MINUTES;
  const minutes = Number(localDateTime.slice(11, 13)) * 60 + Number(localDateTime.slice(14, 16)) - DAY_START_HOUR * 60;
  return Math.min(GRID_MINUTES, Math.max(0, minutes));
}
