import type { BatchInvoiceRequest } from '@notary/contracts';
import { normalizeBatchInvoice, paymentTermsFor } from '@notary/domain';
import type { BatchInvoiceTerms, PaymentTermsCode } from '@notary/events';

/** What a request leaves out comes from the notary's settings and the customer. */
export interface BatchInvoiceDefaults {
  nextInvoiceNumber: number;
  customerTerms: PaymentTermsCode | null | undefined;
  defaultTerms: PaymentTermsCode | null | undefined;
}

/**
 * The terms a request describes, checked (spec 000 §5's messages): no number means the next one,
 * no payment terms the customer's, else the notary's default.
 */
export function termsOf(request: BatchInvoiceRequest, defaults: BatchInvoiceDefaults): BatchInvoiceTerms {
  return normalizeBatchInvoice({
    CustomerId: request.Customer?.Id ?? null,
    SigningIds: request.Appointments,
    InvoiceNumber: request.InvoiceNumber ?? defaults.nextInvoiceNumber,
    InvoiceDate: request.InvoiceDate,
    PaymentTerms: request.PaymentTerms ?? paymentTermsFor(defaults.customerTerms, defaults.defaultTerms),
    Notes: request.Notes,
  });
}
