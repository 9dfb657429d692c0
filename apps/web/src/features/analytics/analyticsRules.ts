// The analytics screens' rules (spec 001 §2 and §9): which years, which view, which rows, and what
// each chart draws. Pure, so tests/web checks them without a browser.
import type { AnalyticsTotals, AppointmentTypeSummary, CustomerSummary } from '@notary/contracts';
import { formatMoney } from '../../shared/format';

/** Spec 001 §9: "Analytics years run from the current year down to 2015." */
export const FIRST_ANALYTICS_YEAR = 2015;

export function analyticsYears(currentYear: number): number[] {
  const years: number[] = [];
  for (let year = currentYear; year >= FIRST_ANALYTICS_YEAR; year -= 1) years.push(year);
  return years;
}

/** Summary: by category (business) or year totals (customers); detailed: by type of work, or month by month. */
export type AnalyticsView = 'summary' | 'detailed';

/** The year and view the address asks for; the current year and the summary otherwise (or for a year out of range). */
export function choiceFromParams(params: URLSearchParams, currentYear: number): { year: number; view: AnalyticsView } {
  const asked = Number(params.get('Year'));
  const year = Number.isInteger(asked) && asked >= FIRST_ANALYTICS_YEAR && asked <= currentYear ? asked : currentYear;
  return { year, view: params.get('View') === 'detailed' ? 'detailed' : 'summary' };
}

export const paramsOfChoice = ({ year, view }: { year: number; view: AnalyticsView }) => ({ Year: String(year), View: view });

/** A row of the table and the charts: a category, a type of work or a customer, with its months. */
export interface AnalyticsRow {
  id: string;
  name: string;
  /** A type of work's category (the detailed business view). */
  group?: string;
  AppointmentCount: number;
  TotalAmount: number;
  AmountPaid: number;
  ExpenseAmount: number;
  Profit: number;
  months: readonly AnalyticsTotals[];
}

/** Business analytics' rows: a row per category (summary) or per type of work (detailed), most billed first. */
export function businessRows(summary: AppointmentTypeSummary, view: AnalyticsView): AnalyticsRow[] {
  if (view === 'summary') {
    return summary.Categories.map((category) => ({ id: `c${category.Id}`, name: category.Title, ...figuresOf(category), months: category.Totals }));
  }
  return summary.Categories.flatMap((category) =>
    category.AppointmentTypes.map((type) => ({
      id: `c${category.Id}-t${type.Id ?? 'none'}`,
      name: type.Title,
      group: category.Title,
      ...figuresOf(type),
      months: type.Totals,
    })),
  ).sort((a, b) => b.TotalAmount - a.TotalAmount || a.name.localeCompare(b.name));
}

/** Customer analytics' rows, most billed first (as the server sends them). */
export function customerRows(summary: CustomerSummary): AnalyticsRow[] {
  return summary.Customers.map((customer) => ({ id: customer.Id ?? 'none', name: customer.Name, ...figuresOf(customer), months: customer.MonthlyTotals }));
}

function figuresOf(line: Omit<AnalyticsTotals, 'Title'>) {
  return {
    AppointmentCount: line.AppointmentCount,
    TotalAmount: line.TotalAmount,
    AmountPaid: line.AmountPaid,
    ExpenseAmount: line.ExpenseAmount,
    Profit: line.Profit,
  };
}

/** Profit as a share of billed, in whole percent; null when nothing was billed. */
export const marginOf = (row: Pick<AnalyticsRow, 'TotalAmount' | 'Profit'>): number | null =>
  row.TotalAmount > 0 ? Math.round((row.Profit / row.TotalAmount) * 100) : null;

/** Each row's share of the billed total, in whole percent (0 when nothing was billed). */
export const shareOf = (amount: number, total: number): number => (total > 0 ? Math.round((amount / total) * 100) : 0);

const cents = (dollars: number) => Math.round(dollars * 100);
const sumDollars = (values: number[]) => values.reduce((sum, value) => sum + cents(value), 0) / 100;

/**
 * The rows a chart draws: the first `limit` (most billed), the rest joined into one "All others"
 * row, so a chart of forty customers stays readable; the table lists every row.
 */
export function chartRows(rows: readonly AnalyticsRow[], limit: number, othersName = 'All others'): AnalyticsRow[] {
  if (rows.length <= limit) return [...rows];
  const shown = rows.slice(0, limit - 1);
  const rest = rows.slice(limit - 1);
  const months = rest[0]!.months.map((month, index) => ({
    Title: month.Title,
    AppointmentCount: rest.reduce((sum, row) => sum + row.months[index]!.AppointmentCount, 0),
    TotalAmount: sumDollars(rest.map((row) => row.months[index]!.TotalAmount)),
    AmountPaid: sumDollars(rest.map((row) => row.months[index]!.AmountPaid)),
    ExpenseAmount: sumDollars(rest.map((row) => row.months[index]!.ExpenseAmount)),
    Profit: sumDollars(rest.map((row) => row.months[index]!.Profit)),
  }));
  return [
    ...shown,
    {
      id: 'others',
      name: `${othersName} (${rest.length})`,
      AppointmentCount: rest.reduce((sum, row) => sum + row.AppointmentCount, 0),
      TotalAmount: sumDollars(rest.map((row) => row.TotalAmount)),
      AmountPaid: sumDollars(rest.map((row) => row.AmountPaid)),
      ExpenseAmount: sumDollars(rest.map((row) => row.ExpenseAmount)),
      Profit: sumDollars(rest.map((row) => row.Profit)),
      months,
    },
  ];
}

/** How many rows the column and pie charts draw, and how many lines the trend. */
export const CHART_ROWS = 8;
export const TREND_LINES = 5;

/** A sentence for the top of the page: the year in one line. */
export function describeYear(figures: { AppointmentCount: number; TotalAmount: number; Profit: number }, year: number): string {
  if (figures.AppointmentCount === 0) return `No signings dated in ${year}.`;
  const count = `${figures.AppointmentCount} signing${figures.AppointmentCount === 1 ? '' : 's'}`;
  return `${count} in ${year}: ${formatMoney(figures.TotalAmount)} billed, ${formatMoney(figures.Profit)} profit after expenses.`;
}
