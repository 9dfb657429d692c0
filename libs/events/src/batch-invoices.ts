import type { DomainEvent } from './envelope';
import type { PaymentTermsCode } from './signings';

/** One invoice to one customer for several of its signings: a fee line per signing, less their payments. */
export type BatchInvoiceTerms = {
  CustomerId: string;
  /** In the order the invoice lists them. */
  SigningIds: string[];
  InvoiceNumber: number;
  /** Local dates, YYYY-MM-DD. */
  InvoiceDate: string;
  DueDate: string;
  PaymentTerms: PaymentTermsCode;
  Notes: string;
};

/** Stream `batch-invoice-{BatchInvoiceId}`. Each signing on it is marked on its own stream (AddedToBatchInvoice). */
export type BatchInvoiceSaved = DomainEvent<'BatchInvoiceSaved', { BatchInvoiceId: string; OwnerId: string; Invoice: BatchInvoiceTerms }>;

export type BatchInvoiceEvent = BatchInvoiceSaved;

export const batchInvoiceStream = (batchInvoiceId: string) => `batch-invoice-${batchInvoiceId}`;
