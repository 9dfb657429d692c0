import type { ColumnDef } from '@tanstack/react-table';
import type { Signing, SortableColumn, TrackingCompany } from '@notary/contracts';
import type { ColumnId } from '../columnRules';
import { formatClock, formatDayAndDate, formatMoney, formatUsDate } from '../../../shared/format';
import { signerName } from '../signingLinks';
import { RowActions, type SigningRowHandlers } from './RowActions';
import { LocationCell, TrackingCell } from './SigningLinks';

/** What a column header needs beyond its text: the getpage sort key, and whether it holds money. */
export interface SigningColumnMeta {
  sortBy?: SortableColumn;
  numeric?: boolean;
}

export interface ColumnContext {
  handlers: SigningRowHandlers;
  trackingCompanies: readonly TrackingCompany[];
  showConfirmation: boolean;
}

type Column = ColumnDef<Signing> & { id: ColumnId; meta?: SigningColumnMeta };

const count = (value: number | null) => (value === null || value === undefined ? '' : String(value));

/** Every column of the signings table; which are shown comes from columnRules.visibleColumns. */
export function signingColumns({ handlers, trackingCompanies, showConfirmation }: ColumnContext): Column[] {
  return [
    {
      id: 'select',
      header: ({ table }) => (
        <input
          type="checkbox"
          aria-label="Select all signings on this page"
          checked={table.getIsAllPageRowsSelected()}
          disabled={table.getRowModel().rows.length === 0}
          ref={(box) => {
            if (box) box.indeterminate = table.getIsSomePageRowsSelected();
          }}
          onChange={table.getToggleAllPageRowsSelectedHandler()}
        />
      ),
      cell: ({ row }) => (
        <input
          type="checkbox"
          aria-label={`Select signing for ${signerName(row.original) || 'no name'} on ${formatUsDate(row.original.AppointmentDate)}`}
          checked={row.getIsSelected()}
          onChange={row.getToggleSelectedHandler()}
        />
      ),
    },
    {
      id: 'AppointmentDateTime',
      header: 'Date',
      meta: { sortBy: 'AppointmentDateTime' },
      cell: ({ row }) => (
        <span className="date-cell">
          <span>{formatDayAndDate(row.original.AppointmentDate)}</span>
          <span className="muted">{formatClock(row.original.AppointmentDateTime)}</span>
        </span>
      ),
    },
    {
      id: 'Signer',
      header: 'Signer',
      meta: { sortBy: 'LastName' },
      cell: ({ row }) => (
        <button type="button" className="link-button signer-cell" aria-haspopup="dialog" onClick={() => handlers.onEdit(row.original)}>
          {[row.original.LastName, row.original.FirstName].filter(Boolean).join(', ') || '(no name)'}
        </button>
      ),
    },
    { id: 'CustomerName', header: 'Customer', meta: { sortBy: 'CustomerName' }, cell: ({ row }) => row.original.CustomerName },
    {
      id: 'AppointmentTypeDescription',
      header: 'Type of work',
      meta: { sortBy: 'AppointmentTypeDescription' },
      cell: ({ row }) => (
        <>
          {row.original.AppointmentTypeDescription}
          {row.original.RON && <span className="tag tag--small">RON</span>}
        </>
      ),
    },
    { id: 'Location', header: 'Location', meta: { sortBy: 'City' }, cell: ({ row }) => <LocationCell signing={row.original} /> },
    { id: 'Amount', header: 'Amount', meta: { sortBy: 'Amount', numeric: true }, cell: ({ row }) => formatMoney(row.original.Amount) },
    {
      id: 'Balance',
      header: 'Balance',
      meta: { sortBy: 'Balance', numeric: true },
      cell: ({ row }) => {
        if (row.original.PaymentStatus === 'paid') return <span className="status-pill status-pill--good">Paid</span>;
        // No fee entered: nothing is owed, and $0.00 would read as "paid".
        return row.original.Amount === null ? '' : formatMoney(row.original.Balance);
      },
    },
    { id: 'InvoiceNumber', header: 'Invoice #', meta: { sortBy: 'InvoiceNumber' }, cell: ({ row }) => row.original.InvoiceNumber },
    { id: 'InvoiceSent', header: 'Invoice sent', meta: { sortBy: 'InvoiceSent' }, cell: ({ row }) => formatUsDate(row.original.InvoiceSent) },
    { id: 'InvoicePaid', header: 'Invoice paid', meta: { sortBy: 'InvoicePaid' }, cell: ({ row }) => formatUsDate(row.original.InvoicePaid) },
    { id: 'Mileage', header: 'Miles', meta: { sortBy: 'Mileage', numeric: true }, cell: ({ row }) => (row.original.Mileage ? row.original.Mileage : '') },
    { id: 'OrderNumber', header: 'Order #', meta: { sortBy: 'OrderNumber' }, cell: ({ row }) => row.original.OrderNumber },
    { id: 'Docs', header: 'Docs', meta: { sortBy: 'Documents', numeric: true }, cell: ({ row }) => count(row.original.Documents) },
    { id: 'Signatures', header: 'Signatures', meta: { sortBy: 'Signatures', numeric: true }, cell: ({ row }) => count(row.original.Signatures) },
    {
      id: 'Tracking',
      header: 'Tracking',
      meta: { sortBy: 'TrackingNumber' },
      cell: ({ row }) => <TrackingCell signing={row.original} companies={trackingCompanies} onMissingCompany={handlers.onTrackingWithoutCompany} />,
    },
    {
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      cell: ({ row }) => <RowActions signing={row.original} handlers={handlers} showConfirmation={showConfirmation} />,
    },
  ];
}
