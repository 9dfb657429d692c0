import { useMemo } from 'react';
import type { Expense } from '@notary/contracts';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable, type SortingState } from '@tanstack/react-table';
import { formatMoney, formatUsDate } from '../../../shared/format';

export type ExpenseSort = 'Date' | 'Payee' | 'Amount' | 'CategoryName';

export interface ExpensesTableProps {
  expenses: Expense[];
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
  onEdit: (expense: Expense) => void;
  onDelete: (expense: Expense) => void;
  /** False for a short list shown in its one order (a signing's expenses). */
  sortable?: boolean;
}

const column = createColumnHelper<Expense>();
const NUMERIC = new Set(['Amount']);
/** Each column's class: numbers align right, and a phone leaves out the details and the receipt link. */
const classOf = (id: string) => `expenses-table__${id.toLowerCase()}${NUMERIC.has(id) ? ' numeric' : ''}`;

/**
 * The expenses of one page, sorted by the server (a year may hold thousands): TanStack Table with
 * manual sorting, the sort state owned by the page so it goes into the getpage request.
 */
export function ExpensesTable({ expenses, sorting, onSortingChange, onEdit, onDelete, sortable = true }: ExpensesTableProps) {
  const columns = useMemo(
    () => [
      column.accessor('Date', { header: 'Date', cell: (info) => formatUsDate(info.getValue()) }),
      column.accessor('Payee', {
        header: 'Payee',
        cell: (info) => (
          <button type="button" className="name-button" aria-haspopup="dialog" onClick={() => onEdit(info.row.original)}>
            {info.getValue()}
          </button>
        ),
      }),
      column.accessor('CategoryName', {
        header: 'Type',
        cell: (info) => (
          <>
            {info.getValue()}
            <span className="expenses-table__line">Schedule C line {info.row.original.ScheduleCLine}</span>
          </>
        ),
      }),
      column.accessor('Details', { header: 'Details', enableSorting: false }),
      column.accessor('Amount', { header: 'Amount', cell: (info) => formatMoney(info.getValue()) }),
      column.display({
        id: 'Receipt',
        header: 'Receipt',
        cell: (info) =>
          info.row.original.HasReceipt ? (
            <a href={`/api/expenseapi/getreceipt/${encodeURIComponent(info.row.original.Id)}`} target="_blank" rel="noopener">
              View<span className="visually-hidden"> the receipt from {info.row.original.Payee}</span>
            </a>
          ) : (
            <span className="expenses-table__none">None</span>
          ),
      }),
      column.display({
        id: 'Actions',
        header: () => <span className="visually-hidden">Actions</span>,
        cell: (info) => (
          <button
            type="button"
            className="button button--secondary button--compact button--danger-text"
            aria-haspopup="dialog"
            aria-label={`Delete the expense of ${formatUsDate(info.row.original.Date)}: ${info.row.original.Payee}`}
            onClick={() => onDelete(info.row.original)}
          >
            Delete
          </button>
        ),
      }),
    ],
    [onEdit, onDelete],
  );
  const table = useReactTable({
    data: expenses,
    columns,
    state: { sorting },
    manualSorting: true,
    enableSorting: sortable,
    enableSortingRemoval: false,
    onSortingChange: (update) => onSortingChange(typeof update === 'function' ? update(sorting) : update),
    getRowId: (expense) => expense.Id,
    getCoreRowModel: getCoreRowModel(),
  });
  const [by] = sorting;
  return (
    <div className="table-scroll">
      <table className="data-table expenses-table">
        <caption className="visually-hidden">
          Expenses, sorted by {by?.id ?? 'Date'} {by?.desc === false ? 'ascending' : 'descending'}
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={classOf(header.column.id)}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : header.column.getCanSort() ? 'none' : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <button type="button" className="column-sort" onClick={header.column.getToggleSortingHandler()}>
                        {label}
                        <span className="column-sort__arrow" aria-hidden="true" data-sorted={sorted || undefined} />
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className={classOf(cell.column.id)}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
