import { z } from 'zod';
import { parseLocalDate } from './primitives';

/**
 * The years the rescission calendar answers for: its holidays are worked out by today's rules,
 * which hold from 1986 (the first Birthday of Martin Luther King, Jr.) on.
 */
export const RESCISSION_YEARS = { first: 1986, last: 2199 } as const;

const DATE_FORMS = 'MM/DD/YYYY or YYYY-MM-DD';

/** The day the loan was signed: MM/DD/YYYY as the product shows dates, or YYYY-MM-DD; a real calendar day. */
const signingDate = () =>
  // Unknown rather than string: a missing date gets this message, not the validation's "must be a string".
  z.unknown().transform((value, context) => {
    const trimmed = typeof value === 'string' ? value.trim() : '';
    if (trimmed === '') {
      context.addIssue({ code: 'custom', message: `choose the day the loan was signed (${DATE_FORMS})` });
      return z.NEVER;
    }
    const parsed = trimmed.length <= 40 ? parseLocalDate(trimmed) : null;
    if (!parsed) {
      context.addIssue({ code: 'custom', message: `"${trimmed.slice(0, 40)}" is not a date on the calendar (${DATE_FORMS})` });
      return z.NEVER;
    }
    const year = Number(parsed.slice(0, 4));
    if (year < RESCISSION_YEARS.first || year > RESCISSION_YEARS.last) {
      context.addIssue({ code: 'custom', message: `must be a date from ${RESCISSION_YEARS.first} to ${RESCISSION_YEARS.last}` });
      return z.NEVER;
    }
    return parsed;
  });

/** GET /api/toolsapi/rescissiondate?StartDate=MM/DD/YYYY (spec 001 §2's Rescission Calendar). */
export const RescissionDateQuery = z.object({ StartDate: signingDate() });
export interface RescissionDateRequest {
  StartDate: string;
}

/** One day after the signing, up to the deadline: counted as a business day, or skipped and why. */
export interface RescissionDayAnswer {
  /** MM/DD/YYYY */
  Date: string;
  /** Mon, Tue, … */
  Weekday: string;
  Counted: boolean;
  /** "Business day 2", or why the day does not count: "Sunday", "Independence Day". */
  Reason: string;
}

/** The last day the borrower may rescind (until midnight), with the reasoning day by day. Dates MM/DD/YYYY. */
export interface RescissionDateAnswer {
  StartDate: string;
  RescissionDate: string;
  /** The rescission date's day of the week, in full ("Tuesday"). */
  RescissionWeekday: string;
  Days: RescissionDayAnswer[];
  /** The rule applied, in one sentence, naming the regulation. */
  Rule: string;
}
