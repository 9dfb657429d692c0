import type { ReportCell, ReportColumnKind, ReportFormat, ReportKind } from '@notary/contracts';
import { REPORT_KINDS } from '@notary/contracts/wire-values';
import { formatMoney, formatUsDate, isIsoDate } from '../../shared/format';

/** A whole year, or a range of dates (both needed). */
export type ReportPeriodChoice = { year: number } | { startDate: string; endDate: string };

/** The first year the year picker offers (spec 001 §9's analytics years run down to 2015). */
export const FIRST_YEAR = 2015;

export const isReportKind = (kind: string | undefined): kind is ReportKind => (REPORT_KINDS as readonly string[]).includes(kind ?? '');

/** The period in the page's address: ?Year=2026, or ?StartDate=&EndDate=; this year when neither. */
export function periodFromParams(params: URLSearchParams, thisYear: number): ReportPeriodChoice {
  const startDate = params.get('StartDate');
  const endDate = params.get('EndDate');
  if (isIsoDate(startDate) && isIsoDate(endDate)) return { startDate, endDate };
  const year = Number(params.get('Year'));
  return { year: Number.isInteger(year) && year >= FIRST_YEAR && year <= thisYear + 1 ? year : thisYear };
}

export function periodParams(period: ReportPeriodChoice): Record<string, string> {
  return 'year' in period ? { Year: String(period.year) } : { StartDate: period.startDate, EndDate: period.endDate };
}

/** Spec 001 §5: a custom range needs both dates valid (and, here, in order). */
export function customRangeProblem(startDate: string, endDate: string): string | null {
  if (!isIsoDate(startDate) || !isIsoDate(endDate)) return 'Choose both a start and an end date.';
  if (endDate < startDate) return 'The end date is before the start date.';
  return null;
}

/** Where a download of the report is: the same period, as a file. */
export function downloadUrl(kind: ReportKind, period: ReportPeriodChoice, format: ReportFormat, asOf: string): string {
  return `/api/reportapi/${kind}?${new URLSearchParams({ ...periodParams(period), AsOf: asOf, format }).toString()}`;
}

const MILES = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const COUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A cell as the preview shows it (the downloads carry the raw values). */
export function formatCell(value: ReportCell, kind: ReportColumnKind): string {
  if (value === null || value === '') return '';
  if (typeof value === 'string') return kind === 'date' ? formatUsDate(value) : value;
  switch (kind) {
    case 'money':
      return formatMoney(value);
    case 'miles':
      return MILES.format(value);
    case 'cents':
      return `${value}¢`;
    case 'percent':
      return `${value}%`;
    default:
      return COUNT.format(value);
  }
}

export const isNumeric = (kind: ReportColumnKind) => kind !== 'text' && kind !== 'date';

/** The preview shows this many rows of a table; the downloads have every one. */
export const PREVIEW_ROWS = 200;
