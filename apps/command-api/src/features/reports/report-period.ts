import type { ReportQuery } from '@notary/contracts';
import type { z } from 'zod';

const LONG = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const long = (date: string) => LONG.format(new Date(`${date}T00:00:00Z`));

/** The period a report covers: the dates asked for, else the year asked for, else the notary's current year. */
export function reportPeriod(query: Pick<z.output<typeof ReportQuery>, 'Year' | 'StartDate' | 'EndDate'>, today: string) {
  if (query.StartDate && query.EndDate) {
    const { StartDate, EndDate } = query;
    const wholeYear = StartDate.endsWith('-01-01') && EndDate === `${StartDate.slice(0, 4)}-12-31`;
    return { StartDate, EndDate, Label: wholeYear ? StartDate.slice(0, 4) : `${long(StartDate)} – ${long(EndDate)}` };
  }
  const year = query.Year ?? Number(today.slice(0, 4));
  return { StartDate: `${year}-01-01`, EndDate: `${year}-12-31`, Label: String(year) };
}
