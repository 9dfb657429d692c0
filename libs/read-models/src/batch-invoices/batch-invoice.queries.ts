import type { OwnerScope } from '../shared/owner-scope';
import { BATCH_INVOICES, type BatchInvoiceDocument } from './batch-invoice.document';

export function findBatchInvoice(scope: OwnerScope, id: string): Promise<BatchInvoiceDocument | null> {
  return scope.findOne<BatchInvoiceDocument>(BATCH_INVOICES, { _id: id });
}

/** The notary's batch invoices, newest first. */
export function batchInvoicesOf(scope: OwnerScope, limit = 100): Promise<BatchInvoiceDocument[]> {
  return scope.find<BatchInvoiceDocument>(BATCH_INVOICES, {}, { sort: { InvoiceDate: -1, InvoiceNumber: -1 }, limit });
}
