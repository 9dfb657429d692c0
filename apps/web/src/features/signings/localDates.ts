/**
 * Calendar dates in the notary's own time zone. Signings happen at local wall-clock times, so
 * "today" is the browser's date, never the server's (UTC) one. Dates travel as YYYY-MM-DD.
 */
const pad = (value: number) => String(value).padStart(2, '0');

export function isoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export const localToday = (now: Date = new Date()) => isoDate(now);

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

/** A real calendar date in YYYY-MM-DD (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = dateOf(value);
  return date.getFullYear() === Number(match[1]) && date.getMonth() + 1 === Number(match[2]) && date.getDate() === Number(match[3]);
}

/**
 * A date as the notary types it, MM-DD-YYYY (or MM/DD/YYYY, the spec shows both), to YYYY-MM-DD;
 * null when it is not a real date.
 */
export function parseUsDate(text: string): string | null {
  const match = /^\s*(\d{1,2})[-/](\d{1,2})[-/](\d{4})\s*$/.exec(text);
  if (!match) return null;
  const iso = `${match[3]}-${match[1]!.padStart(2, '0')}-${match[2]!.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** YYYY-MM-DD to MM-DD-YYYY (or with another separator: MM/DD/YYYY). */
export function formatUsDate(iso: string | null | undefined, separator: '-' | '/' = '/'): string {
  if (!iso) return '';
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${month}${separator}${day}${separator}${year}`;
}

/** "2026-03-05T14:30" → "2:30 PM". */
export function formatClock(localDateTime: string): string {
  const [hour, minute] = localDateTime.slice(11, 16).split(':').map(Number);
  if (hour === undefined || minute === undefined || Number.isNaN(hour)) return '';
  return `${hour % 12 || 12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'short' });

/** "Thu 03/05/2026". */
export function formatDayAndDate(iso: string): string {
  return `${WEEKDAY.format(dateOf(iso))} ${formatUsDate(iso)}`;
}
