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
