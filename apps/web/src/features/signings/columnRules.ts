import { HIDEABLE_COLUMNS, type HideableColumn } from '@notary/contracts/wire-values';

/**
 * The signings table's columns (spec 000 §9, 001 §9). Nine can be hidden by the notary; their
 * names are the contract's (HIDEABLE_COLUMNS), which settings save as HiddenColumns.
 */
export const HIDEABLE_COLUMN_LABELS: Record<HideableColumn, string> = {
  AppointmentTypeDescription: 'Type of work',
  Location: 'Location',
  InvoiceSent: 'Invoice sent',
  InvoicePaid: 'Invoice paid',
  InvoiceNumber: 'Invoice number',
  Mileage: 'Mileage',
  OrderNumber: 'Order number',
  Docs: 'Documents',
  Tracking: 'Tracking',
};

/** Every column, in order. `select` is the row checkbox, `actions` the row's buttons. */
export const ALL_COLUMNS = [
  'select',
  'AppointmentDateTime',
  'Signer',
  'CustomerName',
  'AppointmentTypeDescription',
  'Location',
  'Amount',
  'Balance',
  'InvoiceNumber',
  'InvoiceSent',
  'InvoicePaid',
  'Mileage',
  'OrderNumber',
  'Docs',
  'Signatures',
  'Tracking',
  'actions',
] as const;
export type ColumnId = (typeof ALL_COLUMNS)[number];

export function isHideableColumn(name: string): name is HideableColumn {
  return (HIDEABLE_COLUMNS as readonly string[]).includes(name);
}

/** Only names the server knows count; anything else in settings is ignored. */
export function hiddenColumnsOf(saved: readonly string[] | undefined): HideableColumn[] {
  return [...new Set((saved ?? []).filter(isHideableColumn))];
}

/**
 * How many columns the table shows: 16 with automatic notary fees, else 17, less the hidden ones
 * (spec 000 §9). The Signatures column is the difference: with automatic notary fees the fee is
 * worked out from the signature count, so the count is folded into the fee and not listed apart.
 */
export function columnCount(autoNotaryFee: boolean, hiddenColumns: readonly string[]): number {
  return (autoNotaryFee ? 16 : 17) - hiddenColumnsOf(hiddenColumns).length;
}

/** The columns shown, in order; always `columnCount` of them. */
export function visibleColumns(autoNotaryFee: boolean, hiddenColumns: readonly string[]): ColumnId[] {
  const hidden = new Set<string>(hiddenColumnsOf(hiddenColumns));
  return ALL_COLUMNS.filter((column) => !hidden.has(column) && !(column === 'Signatures' && autoNotaryFee));
}

/**
 * When the window is too narrow for every column, the ones later in this list give way first: the
 * row's checkbox, date, signer, the money (Amount and Balance) and the row's buttons stay.
 */
export const COLUMN_PRIORITY: readonly ColumnId[] = [
  'select',
  'AppointmentDateTime',
  'Signer',
  'Amount',
  'Balance',
  'actions',
  'CustomerName',
  'AppointmentTypeDescription',
  'Location',
  'InvoicePaid',
  'InvoiceSent',
  'InvoiceNumber',
  'Mileage',
  'OrderNumber',
  'Signatures',
  'Docs',
  'Tracking',
];

/** These stay however narrow the window: the row's checkbox, when, who, the money and the buttons. */
const ESSENTIAL: ReadonlySet<ColumnId> = new Set(['select', 'AppointmentDateTime', 'Signer', 'Amount', 'Balance', 'actions']);

/**
 * Of the columns the notary shows, all but the `drop` least important ones (in COLUMN_PRIORITY's
 * order), in the table's order; `folded` are those left out, named under the table. The table
 * drops one more each time it is measured wider than its frame, until it fits.
 */
export function columnsThatFit(columns: readonly ColumnId[], drop: number): { fit: ColumnId[]; folded: ColumnId[] } {
  const droppable = COLUMN_PRIORITY.filter((column) => columns.includes(column) && !ESSENTIAL.has(column)).reverse();
  const folded = new Set(droppable.slice(0, Math.max(0, drop)));
  return { fit: columns.filter((column) => !folded.has(column)), folded: columns.filter((column) => folded.has(column)) };
}

/** How many columns can give way at most. */
export const droppableCount = (columns: readonly ColumnId[]) => columns.filter((column) => !ESSENTIAL.has(column)).length;

/** A column's name as its header shows it, for the line naming the columns that did not fit. */
export const COLUMN_LABELS: Readonly<Record<ColumnId, string>> = {
  ...HIDEABLE_COLUMN_LABELS,
  select: 'Select',
  AppointmentDateTime: 'Date',
  Signer: 'Signer',
  CustomerName: 'Customer',
  Amount: 'Amount',
  Balance: 'Balance',
  Signatures: 'Signatures',
  actions: 'Actions',
};
