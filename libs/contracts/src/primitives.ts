import { US_STATE_CODES } from './wire-values';
import { z } from 'zod';

/**
 * Building blocks of the HTTP contract's schemas. Lengths and ranges are generous bounds against
 * abuse; the product's own rules (a last name is required, an amount above zero) are the domain's.
 */
export const text = (max = 200) => z.string().max(max);
export const id = () => z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'must be an id');
/**
 * Dollars and cents, as a decimal number: never negative (a fee, a payment, an expense is money that
 * changed hands), at most two decimal places, and kept in whole cents inside.
 */
export const money = () =>
  z
    .number()
    .finite()
    .min(0, 'must not be negative')
    .max(1_000_000)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'must be dollars and cents (at most two decimal places)');
/** A US state's two letters (or DC), or none: '' (typed in any case, kept upper-case). */
export const usState = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || US_STATE_CODES.includes(value), 'must be a US state (two letters, such as TX)')
    .default('');

/** A ZIP code (12345 or 12345-6789), or none. */
export const zipCode = () =>
  z
    .string()
    .trim()
    .regex(/^(\d{5}(-\d{4})?)?$/, 'must be a ZIP code (12345 or 12345-6789)')
    .default('');

/** A small whole number, for ids of types and carriers that the product numbers. */
export const smallId = () => z.number().int().min(0).max(1_000_000);

/** An id that may be absent: '', null or a missing field all mean "none" (a new record). */
export const optionalId = () =>
  z
    .union([z.literal(''), z.null(), id()])
    .optional()
    .transform((value) => value || null);

/** The revision a form was opened at; a record changed since then answers 409. */
export const revision = () =>
  z
    .number()
    .int()
    .min(0)
    .nullable()
    .optional()
    .transform((value) => value ?? null);

/**
 * Dates travel as ISO 8601 (YYYY-MM-DD, or a full timestamp whose date part is taken) and in the
 * MM/DD/YYYY and MM-DD-YYYY forms the product shows; all become YYYY-MM-DD. Parsing is strict: the
 * date must be on the calendar (no February 30th) and a time, if any, a real one (hours 0-23,
 * minutes and seconds 0-59), so `2026-02-28T99:99:99` is refused rather than read as February 28th.
 */
export function parseLocalDate(value: string): string | null {
  const trimmed = value.trim();
  let match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))?)?$/.exec(trimmed);
  let iso: string | null = null;
  if (match) {
    const [, y, m, d, hour, minute, second, offsetHours, offsetMinutes] = match;
    const timeOk = hour === undefined || (Number(hour) <= 23 && Number(minute) <= 59 && (second === undefined || Number(second) <= 59));
    const offsetOk = offsetHours === undefined || (Number(offsetHours) <= 23 && Number(offsetMinutes) <= 59);
    if (!timeOk || !offsetOk) return null;
    iso = `${y}-${m}-${d}`;
  } else {
    match = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(trimmed);
    if (match) iso = `${match[3]}-${match[1]!.padStart(2, '0')}-${match[2]!.padStart(2, '0')}`;
  }
  if (!iso) return null;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
}

export const localDate = () =>
  z
    .string()
    .max(40)
    .transform((value, context) => {
      const parsed = parseLocalDate(value);
      if (!parsed) {
        context.addIssue({ code: 'custom', message: 'must be a date (YYYY-MM-DD or MM/DD/YYYY)' });
        return z.NEVER;
      }
      return parsed;
    });

/** An optional date: null, absent or '' mean none. */
export const optionalLocalDate = () =>
  z
    .union([z.literal(''), z.null(), localDate()])
    .optional()
    .transform((value) => (value ? value : null));

/** A local wall-clock time as the forms enter it: hours 1-12, minutes 0-59, AM or PM. */
export const timeOfDay = () => z.object({ Hour: z.number().int().min(1).max(12), Minute: z.number().int().min(0).max(59), AmPm: z.enum(['AM', 'PM']) });
export type TimeOfDay = z.output<ReturnType<typeof timeOfDay>>;

/** A four-digit year in a path (/summary/2026). */
export const yearParam = () =>
  z
    .string()
    .regex(/^\d{4}$/, 'must be a year')
    .transform(Number);
export const year = () => z.number().int().min(1900).max(2200);

/** A page of a list: spec 001 §9 asks for 100 to a page; the calendar asks for up to 500. */
export const paging = {
  PageNumber: z.number().int().min(1).max(100_000).default(1),
  PageSize: z.number().int().min(1).max(500).default(100),
};

/** Every command answers the log position it wrote, for read-your-writes (0 when nothing was written). */
export interface Written {
  Position: number;
}
