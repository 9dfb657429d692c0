import { useState } from 'react';
import { flexRender, getCoreRowModel, getSortedRowModel, useReactTable, type Header, type SortingState } from '@tanstack/react-table';
import type { AnalyticsRow } from '../analyticsRules';
import type { AnalyticsColumns } from './analyticsColumns';

export interface AnalyticsTableProps {
  caption: string;
  rows: readonly AnalyticsRow[];
  columns: AnalyticsColumns;
  /** The totals row: its label and the value shown under each column (by column id). */
  totals: { label: string; cells: Record<string, string> };
}

/**
 * A table sortable by every column (most billed first to begin with), with the year's totals below.
 * On a phone each row becomes a card of labelled figures (analytics.css), so nothing scrolls sideways.
 */
export function AnalyticsTable({ caption, rows, columns, totals }: AnalyticsTableProps) {
  const [sorting, setSorting] = useState<SortingState>([{ id: 'TotalAmount', desc: true }]);
  const table = useReactTable({
    data: rows as AnalyticsRow[],
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getRowId: (row) => row.id,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    enableSortingRemoval: false,
  });
  const leaves = table.getAllLeafColumns();

  return (
    <div className="table-scroll analytics-table-frame">
      <table className="data-table analytics-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <HeaderCell key={header.id} header={header} />
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) =>
                cell.column.id === 'name' ? (
                  <th key={cell.id} scope="row">
                    {row.original.name}
                  </th>
                ) : (
                  <td
                    key={cell.id}
                    className={cellClass(cell.column.id, cell.getValue())}
                    data-label={labelOf(cell.column.columnDef.header)}
                    data-negative={cell.column.id === 'Profit' && row.original.Profit < 0 ? true : undefined}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{totals.label}</th>
            {leaves.slice(1).map((leaf) => (
              <td key={leaf.id} className={cellClass(leaf.id, totals.cells[leaf.id] ?? '')} data-label={labelOf(leaf.columnDef.header)}>
                {totals.cells[leaf.id] ?? ''}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

const labelOf = (header: unknown) => (typeof header === 'string' ? header : undefined);

/** Figures right-aligned; a month without signings (the month-by-month view) is left out of a phone's card. */
function cellClass(columnId: string, value: unknown): string | undefined {
  if (columnId === 'group') return value ? undefined : 'analytics-table__empty';
  const emptyMonth = /^m\d+$/.test(columnId) && (value === 0 || value === '—' || value === undefined);
  return emptyMonth ? 'numeric analytics-table__empty' : 'numeric';
}

function HeaderCell({ header }: { header: Header<AnalyticsRow, unknown> }) {
  const { column } = header;
  const sorted = column.getIsSorted();
  const text = column.id === 'name' || column.id === 'group';
  return (
    <th scope="col" className={text ? undefined : 'numeric'} aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}>
      <button type="button" className="column-sort" onClick={column.getToggleSortingHandler()}>
        {flexRender(column.columnDef.header, header.getContext())}
        <span className="column-sort__arrow" aria-hidden="true" data-sorted={sorted || undefined} />
      </button>
    </th>
  );
}
