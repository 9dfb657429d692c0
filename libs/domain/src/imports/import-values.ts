import type { TimeOfDay } from '@notary/events';
import { toCents } from '../shared/money';
import { isCalendarDate } from '../signings/signing-input';

/**
 * A cell as a file gives it: text (CSV, or a text cell), a number, a date (a spreadsheet's date or
 * time cell, its local wall-clock time carried in the UTC fields, as spreadsheet libraries read
 * them), a boolean, or nothing.
 */
export type ImportCell = string | number | boolean | Date | null | undefined;

/** A value that could not be read, with what the notary should see. */
export class BadValue extends Error {}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = (year: number, month: number, day: number) => `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;

/**
 * Text as the notary typed it: trimmed, inner runs of spaces made one, and without the apostrophe
 * a CSV export puts before a value a spreadsheet would run as a formula ("'+1 512 555 0100").
 */
export function textOf(cell: ImportCell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  const shown = /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
  return shown.replace(/\s+/g, ' ').trim();
}

/** A spreadsheet's day number (1 = 1900-01-01, with Lotus's leap-day bug) as a date. */
function fromSerial(serial: number): Date {
  return new Date(Date.UTC(1899, 11, 30) + Math.round(serial * 86_400_000));
}

export interface DateAndTime {
  date: string;
  /** The time written in the same cell, if any. */
  time: TimeOfDay | null;
}

/** 2025-03-05, 3/5/2025, 3-5-25, March 5, 2025, 5 Mar 2025; a date cell; optionally followed by a time. */
export function parseDate(cell: ImportCell): DateAndTime | null {
  if (cell === null || cell === undefined || cell === '') return null;
  if (cell instanceof Date || typeof cell === 'number') {
    const date = cell instanceof Date ? cell : fromSerial(cell);
    if (typeof cell === 'number' && (cell < 1 || cell > 2_958_465)) throw new BadValue(`the date “${cell}” is not a date`);
    if (Number.isNaN(date.getTime())) throw new BadValue('the date is not a date');
    const minutes = date.getUTCHours() * 60 + date.getUTCMinutes();
    return { date: isoOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()), time: minutes ? timeFromMinutes(minutes) : null };
  }
  const text = textOf(cell);
  if (!text) return null;
  const parsed = dateFromText(text);
  if (!parsed) throw new BadValue(`the date “${text}” is not a date (write it as MM/DD/YYYY or YYYY-MM-DD)`);
  return parsed;
}

function dateFromText(text: string): DateAndTime | null {
  const withTime = (date: string | null, rest: string): DateAndTime | null => {
    if (!date || !isCalendarDate(date)) return null;
    if (!rest.trim()) return { date, time: null };
    const time = timeFromText(rest.trim());
    return time ? { date, time } : null;
  };
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](.*))?$/.exec(text);
  if (match) return withTime(isoOf(Number(match[1]), Number(match[2]), Number(match[3])), (match[4] ?? '').replace(/(:\d{2})\.\d+/, '$1').replace(/Z$/, ''));
  match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?:,?\s+(.*))?$/.exec(text);
  if (match) {
    const year = match[3]!.length === 2 ? 2000 + Number(match[3]) : Number(match[3]);
    return withTime(isoOf(year, Number(match[1]), Number(match[2])), match[4] ?? '');
  }
  // "March 5, 2025" or "Wednesday, March 5, 2025", and "5 March 2025".
  match = /^(?:[a-z]+,?\s+)?([a-z]{3,})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})(?:,?\s+(.*))?$/i.exec(text);
  if (match && MONTHS.includes(match[1]!.slice(0, 3).toLowerCase()))
    return withTime(isoOf(Number(match[3]), MONTHS.indexOf(match[1]!.slice(0, 3).toLowerCase()) + 1, Number(match[2])), match[4] ?? '');
  match = /^(\d{1,2})\s+([a-z]{3,})\.?,?\s+(\d{4})(?:,?\s+(.*))?$/i.exec(text);
  if (match && MONTHS.includes(match[2]!.slice(0, 3).toLowerCase()))
    return withTime(isoOf(Number(match[3]), MONTHS.indexOf(match[2]!.slice(0, 3).toLowerCase()) + 1, Number(match[1])), match[4] ?? '');
  return null;
}

function timeFromMinutes(total: number): TimeOfDay {
  const hours24 = Math.floor(total / 60) % 24;
  return { Hour: hours24 % 12 === 0 ? 12 : hours24 % 12, Minute: total % 60, AmPm: hours24 < 12 ? 'AM' : 'PM' };
}

function timeFromText(text: string): TimeOfDay | null {
  const lower = text.toLowerCase().replace(/\s+/g, ' ').trim();
  if (lower === 'noon') return { Hour: 12, Minute: 0, AmPm: 'PM' };
  let match = /^(\d{1,2})(?::(\d{2}))?(?::\d{2})? ?([ap])\.? ?m?\.?$/.exec(lower);
  if (match) {
    const hour = Number(match[1]);
    const minute = Number(match[2] ?? 0);
    if (hour < 1 || hour > 12 || minute > 59) return null;
    return { Hour: hour, Minute: minute, AmPm: match[3] === 'a' ? 'AM' : 'PM' };
  }
  match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(lower) ?? /^(\d{2})(\d{2})$/.exec(lower);
  if (match) {
    const hour = Number(match[1]);
    const minute = Number(match[2]);
    if (hour > 23 || minute > 59) return null;
    return timeFromMinutes(hour * 60 + minute);
  }
  return null;
}

/** 2:30 PM, 2 pm, 14:30, 1430, noon; a time cell (or a fraction of a day). */
export function parseTime(cell: ImportCell): TimeOfDay | null {
  if (cell === null || cell === undefined || cell === '') return null;
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : timeFromMinutes(cell.getUTCHours() * 60 + cell.getUTCMinutes());
  if (typeof cell === 'number') {
    if (cell < 0 || cell >= 1) throw new BadValue(`the time “${cell}” is not a time`);
    return timeFromMinutes(Math.round(cell * 1440) % 1440);
  }
  const text = textOf(cell);
  if (!text) return null;
  const time = timeFromText(text);
  if (!time) throw new BadValue(`the time “${text}” is not a time (write it as 2:30 PM or 14:30)`);
  return time;
}

/** $1,250.00, 1250, 125.5; never negative; rounded to the cent. Empty: none. */
export function parseAmount(cell: ImportCell): number | null {
  if (cell === null || cell === undefined || cell === '') return null;
  let value: number;
  let shown: string;
  if (typeof cell === 'number') {
    value = cell;
    shown = String(cell);
  } else {
    shown = textOf(cell);
    if (!shown) return null;
    // (12.00) is how accounts write a negative amount.
    const negative = /^\(.*\)$/.test(shown) || /^-/.test(shown.replace(/^\$\s*/, ''));
    const digits = shown
      .replace(/^\((.*)\)$/, '$1')
      .replace(/[$,\s]/g, '')
      .replace(/^-/, '');
    value = /^\d+(\.\d*)?$|^\.\d+$/.test(digits) ? Number(digits) * (negative ? -1 : 1) : Number.NaN;
  }
  if (!Number.isFinite(value)) throw new BadValue(`the amount “${shown}” is not a number`);
  if (value < 0) throw new BadValue(`the amount ${shown} is negative`);
  if (value > 1_000_000) throw new BadValue(`the amount ${shown} is more than $1,000,000`);
  return toCents(value) / 100;
}

/** A ZIP code a spreadsheet kept as a number loses its leading zero (02134 became 2134): it comes back. */
export function zipOf(cell: ImportCell): string {
  if (typeof cell === 'number' && Number.isInteger(cell) && cell >= 0) {
    if (cell < 100_000) return String(cell).padStart(5, '0');
    if (cell < 1_000_000_000) {
      const digits = String(cell).padStart(9, '0');
      return `${digits.slice(0, 5)}-${digits.slice(5)}`;
    }
  }
  return textOf(cell);
}

/** "Rivera, Ana" and "Ana Rivera" both give first name Ana and last name Rivera. */
export function splitName(name: string): { first: string; last: string } {
  const comma = name.indexOf(',');
  if (comma > 0) return { last: name.slice(0, comma).trim(), first: name.slice(comma + 1).trim() };
  const space = name.lastIndexOf(' ');
  return space > 0 ? { first: name.slice(0, space).trim(), last: name.slice(space + 1).trim() } : { first: '', last: name.trim() };
}
