import { BATCH_INVOICE_EVENT_TYPES, type BatchInvoiceEvent } from '@notary/events';
import { documentPerStream, type RecordedOf } from '@notary/projection-runtime';
import { BATCH_INVOICES, type BatchInvoiceDocument, type BatchInvoiceFields } from './batch-invoice.document';

/** The batch invoice's document after one event of its stream. Pure. */
export function evolveBatchInvoice(document: BatchInvoiceDocument | null, event: RecordedOf<BatchInvoiceEvent['type']>): BatchInvoiceFields | null {
  switch (event.type) {
    case 'BatchInvoiceSaved':
      return {
        ...event.data.Invoice,
        Id: event.data.BatchInvoiceId,
        OwnerId: event.data.OwnerId,
        Revision: event.revision,
        CreatedAt: document?.CreatedAt ?? event.metadata.occurredAt,
        UpdatedAt: event.metadata.occurredAt,
      };
    default: {
      const exhaustive: never = event.type;
      return exhaustive;
    }
  }
}

/** The notary's batch invoices: one document per batch. */
export const batchInvoicesProjection = documentPerStream({
  name: 'batch-invoices',
  version: 1,
  collection: BATCH_INVOICES,
  handles: BATCH_INVOICE_EVENT_TYPES,
  indexes: [{ collection: BATCH_INVOICES, keys: { OwnerId: 1, InvoiceDate: -1 } }],
  documentId: (event) => event.data.BatchInvoiceId,
  evolve: evolveBatchInvoice,
  announce: ({ id }) => ({ kind: 'batch-invoice.saved', id }),
});
