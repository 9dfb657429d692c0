import { useEffect, useMemo, useState } from 'react';
import type { Customer } from '@notary/contracts';
import {
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type Header,
  type PaginationState,
  type SortingState,
} from '@tanstack/react-table';
import { COLUMN_CLASS, customerColumns, type CustomerRowActions } from './customerColumns';

/** Spec 001 §9: lists show 20 to a page; customers sort by name, A to Z, by default. */
export const CUSTOMERS_PER_PAGE = 20;

export interface CustomersTableProps extends CustomerRowActions {
  customers: Customer[];
  /** Changes when the search or filter changes: the table goes back to its first page. */
  resetKey: string;
}

export function CustomersTable({ customers, resetKey, onEdit, onDelete }: CustomersTableProps) {
  const [sorting, setSorting] = useState<SortingState>([{ id: 'Name', desc: false }]);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: CUSTOMERS_PER_PAGE });
  const columns = useMemo(() => customerColumns({ onEdit, onDelete }), [onEdit, onDelete]);
  const table = useReactTable({
    data: customers,
    columns,
    state: { sorting, pagination },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
    getRowId: (customer) => customer.Id,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    enableSortingRemoval: false,
    // A live refresh must not send the notary back to page 1; only a new search does.
    autoResetPageIndex: false,
  });

  useEffect(() => setPagination((current) => ({ ...current, pageIndex: 0 })), [resetKey]);
  const pageCount = Math.max(1, table.getPageCount());
  useEffect(() => {
    if (pagination.pageIndex >= pageCount) setPagination((current) => ({ ...current, pageIndex: pageCount - 1 }));
  }, [pageCount, pagination.pageIndex]);

  const first = pagination.pageIndex * CUSTOMERS_PER_PAGE + 1;
  const last = Math.min(customers.length, first + CUSTOMERS_PER_PAGE - 1);
  return (
    <>
      <div className="table-scroll">
        <table className="data-table customers-table">
          <caption className="visually-hidden">Customers, sorted by {sortDescription(sorting)}</caption>
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
              <tr key={row.id} data-inactive={row.original.Inactive || undefined}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={COLUMN_CLASS[cell.column.id]}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {customers.length > CUSTOMERS_PER_PAGE && (
        <nav className="list-pager" aria-label="Customer pages">
          <button
            type="button"
            className="button button--secondary button--compact"
            onClick={() => table.previousPage()}
            disabled={!table.getCanPreviousPage()}
          >
            Previous page
          </button>
          <span className="list-pager__position">
            Page {pagination.pageIndex + 1} of {pageCount} · customers {first}–{last} of {customers.length}
          </span>
          <button type="button" className="button button--secondary button--compact" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()}>
            Next page
          </button>
        </nav>
      )}
    </>
  );
}

const sortDescription = (sorting: SortingState) => {
  const [by] = sorting;
  return by ? `${by.id.toLowerCase()}, ${by.desc ? 'descending' : 'ascending'}` : 'name, ascending';
};

function HeaderCell({ header }: { header: Header<Customer, unknown> }) {
  const { column } = header;
  const sorted = column.getIsSorted();
  const label = flexRender(column.columnDef.header, header.getContext());
  return (
    <th
      scope="col"
      className={COLUMN_CLASS[column.id]}
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : column.getCanSort() ? 'none' : undefined}
    >
      {column.getCanSort() ? (
        <button type="button" className="column-sort" onClick={column.getToggleSortingHandler()}>
          {label}
          <span className="column-sort__arrow" aria-hidden="true" data-sorted={sorted || undefined} />
        </button>
      ) : (
        label
      )}
    </th>
  );
}
