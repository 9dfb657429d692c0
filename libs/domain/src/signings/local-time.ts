import type { TimeOfDay } from '@notary/events';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A signing's start as a local wall-clock time, YYYY-MM-DDTHH:mm (24 h), so it sorts and filters as
 * a string: 2:30 PM on 2026-03-05 is 2026-03-05T14:30. 12 AM is midnight and 12 PM is noon.
 */
export function localDateTime(date: string, time: TimeOfDay): string {
  const hour24 = (time.Hour % 12) + (time.AmPm === 'PM' ? 12 : 0);
  return `${date}T${pad(hour24)}:${pad(time.Minute)}`;
}

/** A local wall-clock time moved by some minutes (no time zone: wall-clock arithmetic). */
export function addMinutes(localDateTimeValue: string, minutes: number): string {
  const at = new Date(`${localDateTimeValue}:00Z`);
  at.setUTCMinutes(at.getUTCMinutes() + minutes);
  return at.toISOString().slice(0, 16);
}

/** The product shows dates as MM/DD/YYYY: 2026-03-05 is 03/05/2026; no date shows as ''. */
export const shortDate = (date: string | null) => (date ? `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}` : '');
