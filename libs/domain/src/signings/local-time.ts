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

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether YYYY-MM-DD names a real day (no 02-30). */
function isCalendarDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= DAYS_IN_MONTH[month - 1]! + (leap ? 1 : 0);
}

/** A local wall-clock time moved by some minutes (no time zone: wall-clock arithmetic). */
export function addMinutes(localDateTimeValue: string, minutes: number): string {
  // Most moves stay within the day (a signing's end): string arithmetic, no Date to parse and
  // format, which was a tenth of replaying a signing's events. Anything else goes through Date.
  if (Number.isInteger(minutes) && LOCAL_DATE_TIME.test(localDateTimeValue)) {
    const day = [Number(localDateTimeValue.slice(0, 4)), Number(localDateTimeValue.slice(5, 7)), Number(localDateTimeValue.slice(8, 10))] as const;
    const hour = Number(localDateTimeValue.slice(11, 13));
    const minute = Number(localDateTimeValue.slice(14, 16));
    const total = hour * 60 + minute + minutes;
    if (hour < 24 && minute < 60 && total >= 0 && total < 24 * 60 && isCalendarDay(...day)) {
      return `${localDateTimeValue.slice(0, 11)}${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
    }
  }
  const at = new Date(`${localDateTimeValue}:00Z`);
  at.setUTCMinutes(at.getUTCMinutes() + minutes);
  return at.toISOString().slice(0, 16);
}

/** The product shows dates as MM/DD/YYYY: 2026-03-05 is 03/05/2026; no date shows as ''. */
export const shortDate = (date: string | null) => (date ? `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}` : '');
