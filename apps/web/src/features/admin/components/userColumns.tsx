import type { AdminUser, AdminUserSort } from '@notary/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { dayOnly, momentInWords } from '../adminRules';
import { StatusBadge } from './StatusBadge';

const column = createColumnHelper<AdminUser>();

/** The columns, each sorted on the server by the id the contract names (AdminUserSort). */
export const userColumns = [
  column.accessor('Name', {
    id: 'Name' satisfies AdminUserSort,
    header: 'Name',
    sortDescFirst: false,
    cell: ({ row }) => (
      <span className="admin-user">
        <Link to={`/Admin/Users/${encodeURIComponent(row.original.Id)}/History`} className="admin-user__name" aria-label={`History of ${row.original.Name}`}>
          {row.original.Name}
        </Link>
        {row.original.Roles.filter((role) => role !== 'notary').map((role) => (
          <span key={role} className="tag tag--muted admin-user__role">
            {role}
          </span>
        ))}
      </span>
    ),
  }),
  column.accessor('Email', { id: 'Email' satisfies AdminUserSort, header: 'E-mail', sortDescFirst: false }),
  column.accessor('Status', { id: 'Status' satisfies AdminUserSort, header: 'Status', cell: ({ getValue }) => <StatusBadge status={getValue()} /> }),
  column.accessor('SigningCount', { id: 'SigningCount' satisfies AdminUserSort, header: 'Signings' }),
  column.accessor('ExpenseCount', { id: 'ExpenseCount' satisfies AdminUserSort, header: 'Expenses' }),
  column.accessor('LastActivity', { id: 'LastActivity' satisfies AdminUserSort, header: 'Last activity', cell: ({ getValue }) => momentInWords(getValue()) }),
  column.accessor('SignedUp', { id: 'SignedUp' satisfies AdminUserSort, header: 'Signed up', cell: ({ getValue }) => dayOnly(getValue()) }),
];

export const NUMERIC_COLUMNS = new Set(['SigningCount', 'ExpenseCount']);
