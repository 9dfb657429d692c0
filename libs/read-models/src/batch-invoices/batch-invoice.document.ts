import type { BatchInvoiceTerms } from '@notary/events';

/** A batch invoice as the batch invoice page and its PDF read it; its signings are read from theirs. */
export type BatchInvoiceFields = BatchInvoiceTerms & {
  Id: string;
  OwnerId: string;
  Revision: number;
  CreatedAt: string;
  UpdatedAt: string;
};

export interface BatchInvoiceDocument extends BatchInvoiceFields {
  _id: string;
  [key: string]: unknown;
}

export const BATCH_INVOICES = 'batch_invoices';
