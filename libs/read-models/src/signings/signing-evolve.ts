import type { ConfirmationEntry, Payment, SigningDetails, SigningEvent } from '@notary/events';
import type { RecordedOf } from '@notary/projection-runtime';
import type { SigningDocument, SigningView } from './signing.document';
import { signingView } from './signing-view';

/**
 * The signing's document after one event of its own stream; null once it is deleted. Pure: what
 * other streams add (the customer's name) is the projection's cross-stream step, so the name here
 * is the one the document already had. Any other event finding no document (never scheduled, or
 * deleted before: the commands refuse both) cannot be applied, and stops the projection visibly.
 */
export function evolveSigning(document: SigningDocument | null, event: RecordedOf<SigningEvent['type']>): SigningView | null {
  if (event.type === 'SigningScheduled') {
    return next(document, event, event.data.Details, document?.Payments ?? [], document?.ConfirmationHistory ?? [], event.data.OwnerId);
  }
  if (!document) throw new Error(`Signing ${event.data.SigningId} has no document for ${event.type}: it was never scheduled, or was deleted`);
  // The document holds every field of the details, so it serves as them.
  const payments = document.Payments;
  switch (event.type) {
    case 'SigningDetailsChanged':
      return next(document, event, { ...document, ...event.data.Changes }, payments, document.ConfirmationHistory);
    case 'SigningRescheduled': {
      const { SigningId: _, ...when } = event.data;
      return next(document, event, { ...document, ...when }, payments, document.ConfirmationHistory);
    }
    case 'PaymentRecorded':
      return next(document, event, document, [...payments, event.data.Payment], document.ConfirmationHistory);
    case 'PaymentCorrected': {
      const corrected = event.data.Payment;
      return next(
        document,
        event,
        document,
        payments.map((p) => (p.PaymentId === corrected.PaymentId ? corrected : p)),
        document.ConfirmationHistory,
      );
    }
    case 'PaymentRemoved':
      return next(
        document,
        event,
        document,
        payments.filter((p) => p.PaymentId !== event.data.PaymentId),
        document.ConfirmationHistory,
      );
    case 'SigningConfirmationRecorded':
      return next(document, event, document, payments, [...document.ConfirmationHistory, event.data.Entry]);
    case 'InvoiceSaved':
      return next(document, event, document, payments, document.ConfirmationHistory, document.OwnerId, event.data.Invoice);
    case 'AddedToBatchInvoice':
      return next(document, event, document, payments, document.ConfirmationHistory, document.OwnerId, document.Invoice ?? null, event.data.BatchInvoiceId);
    case 'SigningRetyped': {
      const { ToType, AppointmentTypeCategoryId, AppointmentTypeDescription } = event.data;
      return next(
        document,
        event,
        { ...document, LoanType: ToType, AppointmentTypeCategoryId, AppointmentTypeDescription },
        payments,
        document.ConfirmationHistory,
      );
    }
    case 'SigningDeleted':
      return null;
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

function next(
  before: SigningDocument | null,
  event: RecordedOf<SigningEvent['type']>,
  details: SigningDetails,
  payments: Payment[],
  confirmations: ConfirmationEntry[],
  ownerId = before?.OwnerId ?? '',
  invoice = before?.Invoice ?? null,
  batchInvoiceId = before?.BatchInvoiceId ?? null,
): SigningView {
  const at = event.metadata.occurredAt;
  const base = {
    Id: event.data.SigningId,
    OwnerId: ownerId,
    Revision: event.revision,
    CustomerName: before?.CustomerName ?? '',
    Invoice: invoice,
    BatchInvoiceId: batchInvoiceId,
    CreatedAt: before?.CreatedAt ?? at,
    UpdatedAt: at,
  };
  return signingView(base, details, payments, confirmations);
}
