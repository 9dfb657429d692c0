import { useEffect, useId, useMemo, useState } from 'react';
import type { AdminUser, AdminUserSort, AdminUserStatus } from '@notary/contracts';
import { ADMIN_USER_STATUSES } from '@notary/contracts/wire-values';
import { flexRender, getCoreRowModel, useReactTable, type Header, type PaginationState, type SortingState } from '@tanstack/react-table';
import { messageOf } from '../../../app/apiError';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { ListPager } from '../../../shared/ui/ListPager';
import { Page } from '../../../shared/ui/Page';
import { useGetAdminUsersQuery } from '../api';
import { NOT_YET_POSSIBLE_NOTE, notYetPossible } from '../adminRules';
import { NUMERIC_COLUMNS, userColumns } from '../components/userColumns';
import '../../../styles/controls.css';
import '../../../styles/tables.css';
import '../../../styles/customers.css';
import '../admin.css';

const PAGE_SIZE = 25;

/** /Admin/Users (admins only): every user, searched, filtered, sorted and paged by the server. */
export default function AdminUsersPage() {
  const searchId = useId();
  const statusId = useId();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), 300);
  const [status, setStatus] = useState<'All' | AdminUserStatus>('All');
  const [sorting, setSorting] = useState<SortingState>([{ id: 'SignedUp', desc: true }]);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: PAGE_SIZE });
  const [by] = sorting;
  const { data, error, isFetching, refetch } = useGetAdminUsersQuery({
    PageNumber: pagination.pageIndex + 1,
    PageSize: PAGE_SIZE,
    Search: search,
    Status: status,
    Sort: (by?.id ?? 'SignedUp') as AdminUserSort,
    Direction: by?.desc === false ? 'asc' : 'desc',
  });
  // A new search, filter or order starts again on the first page.
  useEffect(() => setPagination((current) => ({ ...current, pageIndex: 0 })), [search, status, by?.id, by?.desc]);

  const users = useMemo<AdminUser[]>(() => data?.Users ?? [], [data]);
  const total = data?.TotalCount ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const table = useReactTable({
    data: users,
    columns: userColumns,
    state: { sorting, pagination },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
    manualSorting: true,
    manualPagination: true,
    pageCount,
    enableSortingRemoval: false,
    // Counts and dates read best largest and newest first.
    sortDescFirst: true,
    getRowId: (user) => user.Id,
    getCoreRowModel: getCoreRowModel(),
  });
  const first = pagination.pageIndex * PAGE_SIZE + 1;
  const last = Math.min(total, first + users.length - 1);

  return (
    <Page title="Users">
      <div className="list-toolbar">
        <div className="inline-field list-toolbar__search">
          <label htmlFor={searchId} className="inline-field__label">
            Search
          </label>
          <input
            id={searchId}
            type="search"
            className="field__input inline-field__input"
            placeholder="Name or e-mail"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <div className="inline-field">
          <label htmlFor={statusId} className="inline-field__label">
            Status
          </label>
          <select
            id={statusId}
            className="field__input inline-field__input"
            value={status}
            onChange={(event) => setStatus(event.target.value as typeof status)}
          >
            <option value="All">All</option>
            {ADMIN_USER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {notYetPossible(value) ? `${value} (not yet possible)` : value}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="button button--secondary" onClick={() => void refetch()}>
          Refresh
        </button>
      </div>
      {status !== 'All' && notYetPossible(status) && <p className="admin-note">{NOT_YET_POSSIBLE_NOTE}</p>}

      {error && (
        <div className="notice notice--danger" role="alert">
          <strong className="notice__title">Unable to load the users</strong>
          <p>{messageOf(error)}</p>
        </div>
      )}

      <p className="list-status" role="status" aria-busy={isFetching || undefined}>
        {data ? (total === 0 ? 'No users match.' : `Users ${first}–${last} of ${total}.`) : 'Loading the users…'}
      </p>

      {users.length > 0 && (
        <div className="table-scroll">
          <table className="data-table admin-users-table">
            <caption className="visually-hidden">
              Users, sorted by {by?.id ?? 'SignedUp'}, {by?.desc === false ? 'ascending' : 'descending'}
            </caption>
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
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className={NUMERIC_COLUMNS.has(cell.column.id) ? 'numeric' : undefined} data-label={String(cell.column.columnDef.header)}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListPager label="User pages" pageNumber={pagination.pageIndex + 1} pageCount={pageCount} onPage={(n) => table.setPageIndex(n - 1)} />
    </Page>
  );
}

function HeaderCell({ header }: { header: Header<AdminUser, unknown> }) {
  const { column } = header;
  const sorted = column.getIsSorted();
  return (
    <th
      scope="col"
      className={NUMERIC_COLUMNS.has(column.id) ? 'numeric' : undefined}
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
    >
      <button type="button" className="column-sort" onClick={column.getToggleSortingHandler()}>
        {flexRender(column.columnDef.header, header.getContext())}
        <span className="column-sort__arrow" aria-hidden="true" data-sorted={sorted || undefined} />
      </button>
    </th>
  );
}
