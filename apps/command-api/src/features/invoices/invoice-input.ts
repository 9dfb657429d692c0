import type { InvoiceRequest } from '@notary/contracts';
import { normalizeInvoice, validationError, type SigningState } from '@notary/domain';
import type { Contact, SavedInvoice } from '@notary/events';
import type { SigningDocument } from '@notary/read-models';

export const CONTACT_NOT_OF_CUSTOMER = "The contact is not one of the billed customer's contacts";

/**
 * The invoice a request describes, checked: the billed lines only (payment lines are the signing's
 * and come back as the client got them), the customer already checked to be the notary's, and a
 * contact that is one of that customer's.
 */
export function resolveInvoiceInput(request: InvoiceRequest, customerId: string | null, contacts: readonly Contact[]): SavedInvoice {
  const contactId = request.ContactId ?? null;
  if (contactId && !contacts.some((contact) => contact.Id === contactId)) {
    throw validationError('INVOICE.CONTACT', CONTACT_NOT_OF_CUSTOMER, { ContactId: CONTACT_NOT_OF_CUSTOMER });
  }
  return normalizeInvoice({
    InvoiceNumber: request.InvoiceNumber,
    InvoiceDate: request.InvoiceDate,
    PaymentTerms: request.PaymentTerms,
    CustomerId: customerId,
    ContactId: contactId,
    Notes: request.Notes,
    LineItems: request.LineItems.filter((line) => !line.IsPayment).map(({ Description, Amount }) => ({ Description, Amount })),
  });
}

/** What the invoice view reads of a signing, from the signing's decided state (fresher than the read model). */
export function signingOfState(signingId: string, state: SigningState): SigningDocument {
  return { ...state.details!, Id: signingId, Payments: state.payments } as unknown as SigningDocument;
}
