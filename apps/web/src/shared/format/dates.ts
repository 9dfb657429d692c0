/**
 * Calendar dates in the notary's own time zone, and how they read. Signings happen at local
 * wall-clock times, so "today" is the browser's date, never the server's (UTC) one. Dates travel as
 * YYYY-MM-DD and local date-times as YYYY-MM-DDTHH:mm; the notary reads and types MM/DD/YYYY.
 */
const pad = (value: number) => String(value).padStart(2, '0');

export function isoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export const localToday = (now: Date = new Date()) => isoDate(now);

/** The local wall-clock time now as YYYY-MM-DDTHH:mm, comparable with a signing's start. */
export const localDateTimeNow = (now: Date = new Date()) => `${isoDate(now)}T${pad(now.getHours())}:${pad(now.getMinutes())}`;

/** Midnight of a YYYY-MM-DD date, local time. */
export function dateOf(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year!, month! - 1, day!);
}

export function addDays(iso: string, days: number): string {
  const date = dateOf(iso);
  date.setDate(date.getDate() + days);
  return isoDate(date);
}

/** Same day of a month `months` away, kept inside that month (Jan 31 + 1 month → Feb 28). */
export function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number);
  const lastDay = new Date(year!, month! - 1 + months + 1, 0).getDate();
  return isoDate(new Date(year!, month! - 1 + months, Math.min(day!, lastDay)));
}

/** Weeks start on Sunday, as on a US wall calendar. */
export const weekStart = (iso: string) => addDays(iso, -dateOf(iso).getDay());

/** A real calendar date in YYYY-MM-DD (rejects 2026-02-30). */
export function isIsoDate(value: string | null | undefined): value is string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return false;
  const date = dateOf(value!);
  return date.getFullYear() === Number(match[1]) && date.getMonth() + 1 === Number(match[2]) && date.getDate() === Number(match[3]);
}

/**
 * A date as the notary types it, MM-DD-YYYY (or MM/DD/YYYY, both are accepted), to YYYY-MM-DD;
 * null when it is not a real date.
 */
export function parseUsDate(text: string): string | null {
  const match = /^\s*(\d{1,2})[-/](\d{1,2})[-/](\d{4})\s*$/.exec(text);
  if (!match) return null;
  const iso = `${match[3]}-${match[1]!.padStart(2, '0')}-${match[2]!.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** YYYY-MM-DD (or a local date-time) to MM/DD/YYYY, or with another separator: MM-DD-YYYY. */
export function formatUsDate(iso: string | null | undefined, separator: '-' | '/' = '/'): string {
  if (!iso) return '';
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${month}${separator}${day}${separator}${year}`;
}

/** An hour of the day, 0-23, on a 12-hour clock: 14 → "2 PM". */
export const formatHour = (hour: number) => `${hour % 12 || 12} ${hour < 12 ? 'AM' : 'PM'}`;

/** "2026-03-05T14:30" → "2:30 PM"; "" when there is no time of day. */
export function formatClock(localDateTime: string | null | undefined): string {
  const match = /T(\d{2}):(\d{2})/.exec(localDateTime ?? '');
  if (!match) return '';
  const hour = Number(match[1]);
  return `${hour % 12 || 12}:${match[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}

const format = (options: Intl.DateTimeFormatOptions) => {
  const formatter = new Intl.DateTimeFormat('en-US', options);
  return (iso: string) => formatter.format(dateOf(iso));
};

/** "Thu". */
export const shortWeekday = format({ weekday: 'short' });
/** "Thursday". */
export const longWeekday = format({ weekday: 'long' });
/** "Mar 5". */
export const monthDay = format({ month: 'short', day: 'numeric' });
/** "March 2026". */
export const monthAndYear = format({ month: 'long', year: 'numeric' });
/** "Thursday, March 5, 2026". */
export const longDate = format({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
/** "Thursday, March 5": a day's heading where the year is already on screen. */
export const dayHeading = format({ weekday: 'long', month: 'long', day: 'numeric' });

/** "Thu 03/05/2026". */
export const formatDayAndDate = (iso: string) => `${shortWeekday(iso)} ${formatUsDate(iso)}`;

/** A moment the server recorded (an ISO time), in the reader's own time zone: "11/25/2026, 4:51 PM". */
export const formatMoment = (iso: string): string =>
  new Date(iso).toLocaleString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit' });
