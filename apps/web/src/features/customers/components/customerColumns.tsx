import { createColumnHelper } from '@tanstack/react-table';
import type { Customer } from '@notary/contracts';
import { addressLine, primaryContact, websiteHref } from '../customerForm';

export interface CustomerRowActions {
  onEdit: (customer: Customer) => void;
  onDelete: (customer: Customer) => void;
}

/** Narrow layouts drop these columns instead of scrolling sideways (see customers.css). */
export const COLUMN_CLASS: Record<string, string> = {
  Address: 'customers-table__secondary',
  Contact: 'customers-table__secondary',
  Phone: 'customers-table__secondary',
  Email: 'customers-table__wide-only',
  Website: 'customers-table__wide-only',
};

const column = createColumnHelper<Customer>();

export function customerColumns({ onEdit, onDelete }: CustomerRowActions) {
  return [
    column.accessor('Name', {
      header: 'Name',
      sortingFn: 'text',
      cell: ({ row }) => (
        <button type="button" className="name-button" aria-haspopup="dialog" onClick={() => onEdit(row.original)}>
          {row.original.Name}
        </button>
      ),
    }),
    column.accessor((customer) => addressLine(customer), {
      id: 'Address',
      header: 'Address',
      sortingFn: 'text',
    }),
    column.accessor((customer) => primaryContact(customer)?.Name ?? '', {
      id: 'Contact',
      header: 'Contact',
      sortingFn: 'text',
    }),
    column.accessor(
      (customer) => {
        const contact = primaryContact(customer);
        return contact?.Phone || contact?.CellPhone || '';
      },
      {
        id: 'Phone',
        header: 'Phone',
        enableSorting: false,
        cell: ({ getValue }) => (getValue() ? <a href={`tel:${getValue()}`}>{getValue()}</a> : null),
      },
    ),
    column.accessor((customer) => primaryContact(customer)?.Email ?? '', {
      id: 'Email',
      header: 'Email',
      sortingFn: 'text',
      cell: ({ getValue }) => (getValue() ? <a href={`mailto:${getValue()}`}>{getValue()}</a> : null),
    }),
    column.accessor('Website', {
      header: 'Website',
      enableSorting: false,
      cell: ({ getValue }) =>
        getValue() ? (
          <a href={websiteHref(getValue())} target="_blank" rel="noopener noreferrer">
            {getValue()}
          </a>
        ) : null,
    }),
    column.accessor((customer) => (customer.Inactive ? 'Inactive' : 'Active'), {
      id: 'Status',
      header: 'Status',
      cell: ({ getValue }) => <span className={getValue() === 'Inactive' ? 'tag tag--muted' : 'tag'}>{getValue()}</span>,
    }),
    column.display({
      id: 'Actions',
      header: () => <span className="visually-hidden">Actions</span>,
      cell: ({ row }) => (
        <button
          type="button"
          className="button button--secondary button--compact button--danger-text"
          aria-label={`Delete ${row.original.Name}`}
          aria-haspopup="dialog"
          onClick={() => onDelete(row.original)}
        >
          Delete
        </button>
      ),
    }),
  ];
}
