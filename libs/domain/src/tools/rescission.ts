import { federalHolidays } from '../tax/us-holidays';

/**
 * The right to rescind a loan secured by the borrower's home (Regulation Z, 12 CFR 1026.23) lasts
 * until midnight of the third business day after consummation. For rescission a business day is
 * every calendar day except Sundays and the federal legal public holidays of 5 U.S.C. 6103(a)
 * (12 CFR 1026.2(a)(6)); the day of signing does not count. It is the holiday's own date that is
 * left out: a holiday on a Saturday makes that Saturday no business day, while the Friday offices
 * observe it on is one (official interpretation 2(a)(6)-2).
 */

export interface RescissionDay {
  /** YYYY-MM-DD */
  date: string;
  counted: boolean;
  /** "Business day 2", or why it was skipped: "Sunday", "Independence Day". */
  reason: string;
}

export interface RescissionDeadline {
  signed: string;
  /** The last day to rescind (until midnight), YYYY-MM-DD. */
  deadline: string;
  /** Every day from the one after signing to the deadline, counted or skipped, and why. */
  days: RescissionDay[];
}

const BUSINESS_DAYS = 3;
const addDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export function rescissionDeadline(signed: string): RescissionDeadline {
  const days: RescissionDay[] = [];
  let counted = 0;
  let date = signed;
  while (counted < BUSINESS_DAYS) {
    date = addDay(date);
    const holiday = federalHolidays(Number(date.slice(0, 4))).find((entry) => entry.date === date);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 0) days.push({ date, counted: false, reason: holiday ? `Sunday (and ${holiday.name})` : 'Sunday' });
    else if (holiday) days.push({ date, counted: false, reason: holiday.name });
    else {
      counted += 1;
      days.push({ date, counted: true, reason: `Business day ${counted}` });
    }
  }
  return { signed, deadline: date, days };
}
