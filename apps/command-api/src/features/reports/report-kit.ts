import type { WorkType } from '@notary/events';
import type { Report, ReportCell, ReportChart, ReportColumn, ReportColumnKind, ReportFigure, ReportKind, ReportTable } from '@notary/contracts';
import { REPORT_TITLES } from '@notary/contracts/wire-values';
import { fromCents, toCents } from '@notary/domain';
import { monthsOfPeriod, type ReportExpense, type ReportPayment, type ReportPeriod, type ReportSigning, type ReportTrip } from '@notary/read-models';

/** What every report is made from: rows the reads found for the period, and the notary's settings. */
export interface ReportInputs {
  period: ReportPeriod & { Label: string };
  /** The notary's today (ages, "as of"). */
  asOf: string;
  preparedFor: string;
  generatedAt: string;
  /** Signings dated in the period. */
  signings: ReportSigning[];
  /** Payments dated in the period, whatever their signing's date (cash basis). */
  payments: ReportPayment[];
  expenses: ReportExpense[];
  trips: ReportTrip[];
  /** The notary's types of work by id (names, categories, notarial flag). */
  workTypes: Map<number, Pick<WorkType, 'Id' | 'Name' | 'CategoryId' | 'Readonly' | 'NotarialFee'>>;
  /** The notary's categories of work by id. */
  categories: Map<number, string>;
  /** Their own mileage rate in dollars, when set (else the IRS rate of each date). */
  ownMileageRate: number | null;
}

export type ReportInputName = 'signings' | 'payments' | 'expenses' | 'trips';

export interface ReportBuilder {
  kind: ReportKind;
  /** The rows it reads, so a report reads nothing it does not use. */
  needs: readonly ReportInputName[];
  build(inputs: ReportInputs): Pick<Report, 'Figures' | 'Totals' | 'Notes' | 'Tables' | 'Charts'>;
}

export const col = (Key: string, Title: string, Kind: ReportColumnKind = 'text'): ReportColumn => ({ Key, Title, Kind });

/** Money summed in cents, so a column of dollars adds up exactly. */
export const sumDollars = (values: Iterable<number>): number => {
  let cents = 0;
  for (const value of values) cents += toCents(value);
  return fromCents(cents);
};

export const round1 = (miles: number) => Math.round(miles * 10) / 10;

/**
 * A table with a totals row over `summed` columns: each total is the sum of its column (money in
 * cents, miles to a tenth), which is what a workbook's SUM formula over the rows gives back.
 */
export function table(
  Title: string,
  Columns: ReportColumn[],
  Rows: Array<Record<string, ReportCell>>,
  summed?: { label: string; keys: string[] },
): ReportTable {
  if (!summed) return { Title, Columns, Rows };
  const Values: Record<string, number> = {};
  for (const key of summed.keys) {
    const kind = Columns.find((column) => column.Key === key)?.Kind;
    const values = Rows.map((row) => (typeof row[key] === 'number' ? (row[key] as number) : 0));
    Values[key] = kind === 'money' ? sumDollars(values) : kind === 'miles' ? round1(values.reduce((a, b) => a + b, 0)) : values.reduce((a, b) => a + b, 0);
  }
  return { Title, Columns, Rows, Totals: { Label: summed.label, Values } };
}

export function figure(Key: string, Label: string, Value: number, Kind: ReportFigure['Kind'], Basis?: string): ReportFigure {
  return Basis ? { Key, Label, Value, Kind, Basis } : { Key, Label, Value, Kind };
}

/** The figures, and the same by key for code (the reconciliation test, the page). */
export function figures(list: ReportFigure[]): Pick<Report, 'Figures' | 'Totals'> {
  return { Figures: list, Totals: Object.fromEntries(list.map((entry) => [entry.Key, entry.Value])) };
}

export const chart = (Type: ReportChart['Type'], Title: string, Categories: string[], Series: ReportChart['Series']): ReportChart => ({
  Type,
  Title,
  Categories,
  Series,
});

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The months a period touches, as YYYY-MM keys with their labels ("Jan", or "Jan 2026" across years). */
export function monthsOf(period: ReportPeriod): Array<{ key: string; label: string }> {
  const oneYear = period.StartDate.slice(0, 4) === period.EndDate.slice(0, 4);
  return monthsOfPeriod(period).map(({ StartDate }) => {
    const name = MONTHS[Number(StartDate.slice(5, 7)) - 1]!;
    return { key: StartDate.slice(0, 7), label: oneYear ? name : `${name} ${StartDate.slice(0, 4)}` };
  });
}

/** Whole days from one YYYY-MM-DD to another. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export const signerName = (signing: Pick<ReportSigning, 'FirstName' | 'LastName'>) => [signing.FirstName, signing.LastName].filter(Boolean).join(' ');

export const NO_CUSTOMER_NAME = 'No customer';
export const customerNameOf = (signing: Pick<ReportSigning, 'CustomerId' | 'CustomerName'>) =>
  signing.CustomerId ? signing.CustomerName || 'Unnamed customer' : NO_CUSTOMER_NAME;

/** The type of work a signing was for, by name; its saved description when the type is gone. */
export function workTypeNameOf(inputs: Pick<ReportInputs, 'workTypes'>, signing: Pick<ReportSigning, 'LoanType' | 'AppointmentTypeDescription'>): string {
  if (signing.LoanType === null || signing.LoanType === undefined) return 'No type of work';
  return inputs.workTypes.get(signing.LoanType)?.Name ?? (signing.AppointmentTypeDescription || `Type ${signing.LoanType}`);
}

export const titleOf = (kind: ReportKind) => `${REPORT_TITLES[kind]} Report`;

/** Groups rows by a key, keeping the order keys first appear in. */
export function groupBy<T>(rows: Iterable<T>, keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
