/**
 * How a report's values read, shared by its PDF, workbook and CSV. A column's kind says how its
 * numbers are shown: money as $1,234.56, miles with one decimal, a rate as 70.0¢, a percent as
 * 15.3%. The model comes from another thread or from stored input, so a value may be missing, of
 * the wrong type or not a finite number: none of these may print "NaN" or break a file.
 */
import type { Report, ReportCell, ReportColumnKind, ReportTable } from '@notary/contracts';
import { toCents } from './invoice-document';
import { formatCents, formatDate, safeText } from './invoice-format';

export const isNumericKind = (kind: ReportColumnKind): boolean => kind !== 'text' && kind !== 'date';

/** A finite number, or undefined: NaN and Infinity are left blank rather than printed. */
export const finiteNumber = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'negative' });
const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, signDisplay: 'negative' });

/** A number as the printed report shows it in a column of this kind. */
export function formatNumber(value: number, kind: ReportColumnKind): string {
  switch (kind) {
    case 'money':
      return formatCents(toCents(value));
    case 'miles':
      return oneDecimal.format(value);
    case 'cents':
      return `${oneDecimal.format(value)}¢`;
    case 'percent':
      return `${oneDecimal.format(value)}%`;
    case 'count':
      return count.format(value);
    case 'text':
    case 'date':
      return String(value);
    default: {
      const _exhaustive: never = kind;
      return String(_exhaustive);
    }
  }
}

/** A cell as printed: numbers by the column's kind, dates as MM/DD/YYYY, text made safe; missing is blank. */
export function formatCell(value: ReportCell | undefined, kind: ReportColumnKind): string {
  if (typeof value === 'number') {
    const number = finiteNumber(value);
    return number === undefined ? '' : formatNumber(number, kind);
  }
  if (typeof value !== 'string') return '';
  return kind === 'date' ? formatDate(value) : safeText(value);
}

/**
 * A number without float noise, for a CSV to write plainly: 0.1 + 0.2 reads 0.3, not
 * 0.30000000000000004 (15 significant digits keep every cent of any amount a notary has).
 */
export const withoutFloatNoise = (value: number): number => Number(value.toPrecision(15));

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** YYYY-MM-DD as midnight UTC (how a workbook stores a date), or undefined if it is no such day. */
export function isoDateToUtc(value: string): Date | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : undefined;
}

/** "2026 (01/01/2026 – 12/31/2026)", or the dates alone when the label says nothing more. */
export function periodText(period: Report['Period'] | undefined): string {
  const label = safeText(period?.Label, { maxLength: 80 });
  const dates = [formatDate(period?.StartDate), formatDate(period?.EndDate)].filter(Boolean).join(' – ');
  if (!label) return dates;
  return dates && dates !== label ? `${label} (${dates})` : label;
}

/**
 * The report as the renderers may rely on it: the model arrives structured-cloned from another
 * thread or from code this library does not own, so its arrays are checked, not assumed.
 */
export function reportShape(report: Report): Report {
  const list = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : []);
  const table = (value: ReportTable): ReportTable => ({ ...value, Columns: list(value?.Columns), Rows: list(value?.Rows) });
  return {
    ...report,
    Figures: list(report?.Figures),
    Notes: list(report?.Notes).filter((note) => typeof note === 'string' && note.trim() !== ''),
    Tables: list(report?.Tables).map(table),
    Charts: list(report?.Charts),
  };
}

/** The total of a column, when the table has a totals row that sums it. */
export function columnTotal(table: ReportTable, key: string): number | undefined {
  return table.Totals && Object.hasOwn(table.Totals.Values ?? {}, key) ? finiteNumber(table.Totals.Values[key]) : undefined;
}
