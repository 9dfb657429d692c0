import { z } from 'zod';
import { localDate } from './primitives';
import { REPORT_FORMATS, type ReportKind } from './wire-values';

/**
 * GET /api/reportapi/{kind}?Year=YYYY or ?StartDate=YYYY-MM-DD&EndDate=YYYY-MM-DD, optionally
 * &format=pdf|xlsx|csv. A year, or both dates; with neither, the current year.
 */
export const ReportQuery = z
  .object({
    Year: z.coerce.number().int().min(2000, 'must be a year from 2000').max(2100, 'must be a year up to 2100').optional(),
    StartDate: localDate().optional(),
    EndDate: localDate().optional(),
    format: z.enum(REPORT_FORMATS, { error: `must be one of ${REPORT_FORMATS.join(', ')}` }).optional(),
    /** The notary's today (YYYY-MM-DD), for ages and "as of"; the server's date when absent. */
    AsOf: localDate().optional(),
  })
  .refine((query) => (query.StartDate === undefined) === (query.EndDate === undefined), {
    message: 'StartDate and EndDate go together: give both, or a Year',
    path: ['EndDate'],
  })
  .refine((query) => !query.StartDate || !query.EndDate || query.StartDate <= query.EndDate, {
    message: 'EndDate must not be before StartDate',
    path: ['EndDate'],
  });
export type ReportRequest = z.input<typeof ReportQuery>;

/**
 * How a column's values are shown: money in dollars (2 decimals, a currency format in workbooks),
 * a date as YYYY-MM-DD, a plain count, miles (1 decimal), a rate in cents per mile, a percent
 * (0-100), or text.
 */
export type ReportColumnKind = 'text' | 'date' | 'money' | 'count' | 'miles' | 'cents' | 'percent';

export interface ReportColumn {
  Key: string;
  Title: string;
  Kind: ReportColumnKind;
}

export type ReportCell = string | number | null;

/** One table of a report: a sheet of its workbook, a section of its PDF and CSV. */
export interface ReportTable {
  Title: string;
  Columns: ReportColumn[];
  Rows: Array<Record<string, ReportCell>>;
  /**
   * The totals row, when the table has one: its label (in the first column) and the total of each
   * summed column. Every summed total equals the sum of its column's rows, so a workbook writes it
   * as a SUM formula over them.
   */
  Totals?: { Label: string; Values: Record<string, number> };
}

/** A headline figure (gross receipts, net profit, ...) with the words that say how it was reached. */
export interface ReportFigure {
  Key: string;
  Label: string;
  Value: number;
  Kind: Exclude<ReportColumnKind, 'text' | 'date'>;
  /** What it is made of, in words: "Amounts of the signings dated in the period". */
  Basis?: string;
}

/** What the page draws as a chart (Highcharts); a table of the report holds the same figures. */
export interface ReportChart {
  Type: 'column' | 'pie' | 'line';
  Title: string;
  Categories: string[];
  Series: Array<{ Name: string; Data: number[] }>;
}

export interface Report {
  Kind: ReportKind;
  Title: string;
  /** Inclusive dates of the period, YYYY-MM-DD, and how it reads ("2026", "Jan 1 – Mar 31, 2026"). */
  Period: { StartDate: string; EndDate: string; Label: string };
  /** Who it is for (name, company), as the PDF's heading shows it. */
  PreparedFor: string;
  /** When it was made (ISO). */
  GeneratedAt: string;
  /** The headline figures; `Totals` holds the same by key, for code. */
  Figures: ReportFigure[];
  Totals: Record<string, number>;
  /** What the figures are based on and what they leave out; the tax report says it is an estimate. */
  Notes: string[];
  Tables: ReportTable[];
  Charts: ReportChart[];
}

export type { ReportKind };
