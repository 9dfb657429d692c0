import { z } from 'zod';

/**
 * Dates travel as ISO 8601 (YYYY-MM-DD, or a full timestamp whose date part is taken) and in the
 * MM/DD/YYYY and MM-DD-YYYY forms the spec shows; all become YYYY-MM-DD.
 */
export function parseLocalDate(value: string): string | null {
  const text = value.trim();
  let match = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/.exec(text);
  let iso = match ? `${match[1]}-${match[2]}-${match[3]}` : null;
  if (!iso) {
    match = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(text);
    if (match) iso = `${match[3]}-${match[1].padStart(2, '0')}-${match[2].padStart(2, '0')}`;
  }
  if (!iso) return null;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
}

export const localDate = () =>
  z.string().max(40).transform((value, context) => {
    const parsed = parseLocalDate(value);
    if (!parsed) {
      context.addIssue({ code: 'custom', message: 'must be a date (YYYY-MM-DD or MM/DD/YYYY)' });
      return z.NEVER;
    }
    return parsed;
  });

/** An optional date: null, absent or '' mean none. */
export const optionalLocalDate = () =>
  z.union([z.literal(''), z.null(), localDate()]).optional().transform((value) => (value ? value : null));

export const timeOfDay = () =>
  z.object({ Hour: z.number().int().min(1).max(12), Minute: z.number().int().min(0).max(59), AmPm: z.enum(['AM', 'PM']) });
