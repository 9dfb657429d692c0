import { useMemo, useState } from 'react';
import { flexRender, getCoreRowModel, getSortedRowModel, useReactTable, type Header, type SortingState } from '@tanstack/react-table';
import type { CustomerAging, ReceivablesAging } from '@notary/contracts';
import { AGING_BUCKETS } from '@notary/contracts/wire-values';
import { BUCKET_LABELS, daysToPayText } from '../receivablesRules';
import { agingColumns, FigureButton, type FigureActions } from './agingColumns';

const LABELS: Record<string, string> = { ...BUCKET_LABELS, CustomerName: 'Customer', Total: 'Total', AverageDaysToPay: 'Avg days to pay' };

/**
 * The aging per customer with a totals row. Every figure lists its signings below. On a phone each
 * customer becomes a card of labelled figures (aging.css), so nothing scrolls sideways.
 */
export function AgingTable({ aging, actions }: { aging: ReceivablesAging; actions: FigureActions }) {
  const [sorting, setSorting] = useState<SortingState>([{ id: 'Total', desc: true }]);
  const columns = useMemo(() => agingColumns(actions), [actions]);
  const table = useReactTable({
    data: aging.Customers,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getRowId: (row) => row.CustomerId ?? 'none',
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    enableSortingRemoval: false,
  });
  const totals = aging.Totals;

  return (
    <div className="table-scroll aging-table-frame">
      <table className="data-table aging-table">
        <caption className="visually-hidden">What each customer owes, by days past due, with the average days they take to pay</caption>
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
                cell.column.id === 'CustomerName' ? (
                  <th key={cell.id} scope="row" className="aging-table__customer">
                    {row.original.CustomerName}
                  </th>
                ) : (
                  <td
                    key={cell.id}
                    className={isEmptyBucket(cell.column.id, cell.getValue()) ? 'numeric aging-table__empty' : 'numeric'}
                    data-label={LABELS[cell.column.id]}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="aging-table__totals">
            <th scope="row" className="aging-table__customer">
              All customers
            </th>
            {AGING_BUCKETS.map((bucket) => (
              <td key={bucket} className={totals[bucket] === 0 ? 'numeric aging-table__empty' : 'numeric'} data-label={LABELS[bucket]}>
                <FigureButton amount={totals[bucket]} choice={{ customer: null, bucket }} who="All customers" actions={actions} />
              </td>
            ))}
            <td className="numeric" data-label={LABELS.Total}>
              <FigureButton amount={totals.Total} choice={{ customer: null, bucket: null }} who="All customers" actions={actions} />
            </td>
            <td className="numeric" data-label={LABELS.AverageDaysToPay}>
              {daysToPayText(totals.AverageDaysToPay)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** A bucket nothing is owed in (a phone's card leaves it out). */
const isEmptyBucket = (columnId: string, value: unknown) => (AGING_BUCKETS as readonly string[]).includes(columnId) && value === 0;

function HeaderCell({ header }: { header: Header<CustomerAging, unknown> }) {
  const { column } = header;
  const sorted = column.getIsSorted();
  return (
    <th
      scope="col"
      className={column.id === 'CustomerName' ? undefined : 'numeric'}
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
    >
      <button type="button" className="column-sort" onClick={column.getToggleSortingHandler()}>
        {flexRender(column.columnDef.header, header.getContext())}
        <span className="column-sort__arrow" aria-hidden="true" data-sorted={sorted || undefined} />
      </button>
    </th>
  );
}
