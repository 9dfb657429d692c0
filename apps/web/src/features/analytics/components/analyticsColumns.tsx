import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { formatMoney } from '../../../shared/format';
import { marginOf, type AnalyticsRow } from '../analyticsRules';

const column = createColumnHelper<AnalyticsRow>();

/** The columns a table can sort by; the first is the row's name (a row header). */
export type AnalyticsColumns = ColumnDef<AnalyticsRow>[];

const money = (id: keyof AnalyticsRow & string, header: string) =>
  column.accessor((row) => row[id] as number, { id, header, sortDescFirst: true, cell: ({ getValue }) => formatMoney(getValue()) });

/** Year figures per row: signings, billed, paid, the expenses it carries, profit and margin; with the category for types of work. */
export function figureColumns(nameHeader: string, withCategory: boolean): AnalyticsColumns {
  return [
    column.accessor('name', { header: nameHeader, sortingFn: 'text', sortDescFirst: false }),
    ...(withCategory ? [column.accessor((row) => row.group ?? '', { id: 'group', header: 'Category', sortingFn: 'text', sortDescFirst: false })] : []),
    column.accessor('AppointmentCount', { header: 'Signings', sortDescFirst: true }),
    money('TotalAmount', 'Billed'),
    money('AmountPaid', 'Paid'),
    money('ExpenseAmount', 'Expenses'),
    money('Profit', 'Profit'),
    column.accessor((row) => marginOf(row) ?? -Infinity, {
      id: 'Margin',
      header: 'Margin',
      sortDescFirst: true,
      cell: ({ row }) => {
        const margin = marginOf(row.original);
        return margin === null ? '—' : `${margin}%`;
      },
    }),
  ] as AnalyticsColumns;
}

/** Billed month by month per row, then the year's billed and profit (the detailed customer view). */
export function monthColumns(nameHeader: string, months: readonly string[]): AnalyticsColumns {
  return [
    column.accessor('name', { header: nameHeader, sortingFn: 'text', sortDescFirst: false }),
    ...months.map((title, index) =>
      column.accessor((row) => row.months[index]?.TotalAmount ?? 0, {
        id: `m${index}`,
        header: title,
        sortDescFirst: true,
        cell: ({ getValue }) => (getValue() ? formatMoney(getValue()) : '—'),
      }),
    ),
    money('TotalAmount', 'Billed'),
    money('Profit', 'Profit'),
  ] as AnalyticsColumns;
}

type YearFigures = Pick<AnalyticsRow, 'AppointmentCount' | 'TotalAmount' | 'AmountPaid' | 'ExpenseAmount' | 'Profit'>;

/** The totals row of figureColumns, from the year's figures. */
export function figureTotals(year: YearFigures): Record<string, string> {
  const margin = marginOf(year);
  return {
    AppointmentCount: String(year.AppointmentCount),
    TotalAmount: formatMoney(year.TotalAmount),
    AmountPaid: formatMoney(year.AmountPaid),
    ExpenseAmount: formatMoney(year.ExpenseAmount),
    Profit: formatMoney(year.Profit),
    Margin: margin === null ? '—' : `${margin}%`,
  };
}

/** The totals row of monthColumns, from the year's figures and its months. */
export function monthTotals(year: YearFigures, months: readonly { TotalAmount: number }[]): Record<string, string> {
  return {
    ...Object.fromEntries(months.map((month, index) => [`m${index}`, month.TotalAmount ? formatMoney(month.TotalAmount) : '—'])),
    TotalAmount: formatMoney(year.TotalAmount),
    Profit: formatMoney(year.Profit),
  };
}
