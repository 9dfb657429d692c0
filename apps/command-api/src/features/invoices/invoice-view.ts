import type { Invoice } from '@notary/contracts';
import { dueDateOf, invoiceLines, invoiceSums, notFound, PAYMENT_TERMS, paymentTermsFor } from '@notary/domain';
import type { InvoiceLineItem, SavedInvoice } from '@notary/events';
import type { CustomerDocument, SettingsDocument, SigningDocument } from '@notary/read-models';

export const invoiceNotFound = () => notFound('INVOICE.NOT_FOUND', 'Unable to load invoice');

/** The fee line a new invoice starts with: the type of work and the signing's fee. */
export function feeLine(signing: SigningDocument): InvoiceLineItem {
  return { Description: signing.AppointmentTypeDescription || 'Notary signing', Amount: signing.Amount ?? 0 };
}

/**
 * The invoice of a proposed number for a signing never invoiced: its own InvoiceNumber if it has a
 * numeric one, else the settings' next number.
 */
function proposedNumber(signing: SigningDocument, settings: SettingsDocument | null): number {
  const own = Number(signing.InvoiceNumber);
  if (Number.isInteger(own) && own > 0) return own;
  return settings?.Preferences.NextInvoiceNumber ?? 1001;
}

/**
 * A new invoice for a signing, as the dialog opens it before the first save: on the customer's
 * terms, else the notary's default.
 */
export function proposedInvoice(
  signing: SigningDocument,
  settings: SettingsDocument | null,
  customer: Pick<CustomerDocument, 'PaymentTerms'> | null,
  today: string,
): SavedInvoice {
  const InvoiceDate = signing.InvoiceSent ?? today;
  const terms = paymentTermsFor(customer?.PaymentTerms, settings?.Preferences.DefaultPaymentTerms);
  return {
    InvoiceNumber: proposedNumber(signing, settings),
    InvoiceDate,
    DueDate: dueDateOf(InvoiceDate, terms),
    PaymentTerms: terms,
    CustomerId: signing.CustomerId,
    ContactId: signing.ContactId,
    Notes: settings?.Preferences.InvoiceDefaultNotes ?? '',
    LineItems: [feeLine(signing)],
  };
}

/** The invoice as the API answers it: the saved (or proposed) invoice with the signing's payments. */
export function invoiceView(
  signing: SigningDocument,
  invoice: SavedInvoice,
  saved: boolean,
  customer: CustomerDocument | null,
  settings: SettingsDocument | null,
): Invoice {
  const lines = invoiceLines(invoice.LineItems, signing.Payments);
  const sums = invoiceSums(lines);
  const contact = customer?.Contacts.find((candidate) => candidate.Id === invoice.ContactId) ?? null;
  return {
    Id: signing.Id,
    Saved: saved,
    InvoiceNumber: invoice.InvoiceNumber,
    InvoiceDate: invoice.InvoiceDate,
    DueDate: invoice.DueDate,
    PaymentTerms: invoice.PaymentTerms,
    PaymentTermsLabel: PAYMENT_TERMS[invoice.PaymentTerms].Label,
    Customer: customer
      ? {
          Id: customer.Id,
          Name: customer.Name,
          Address1: customer.Address1,
          Address2: customer.Address2,
          City: customer.City,
          State: customer.State,
          Zip: customer.Zip,
        }
      : null,
    ContactId: contact?.Id ?? null,
    ContactName: contact?.Name ?? '',
    ContactEmail: contact?.Email ?? '',
    LineItems: lines,
    SignerName: [signing.FirstName, signing.LastName].filter(Boolean).join(' '),
    OrderNumber: signing.OrderNumber,
    SigningDate: signing.AppointmentDate,
    PropertyAddress: propertyAddress(signing),
    Notes: invoice.Notes,
    Billed: sums.Billed,
    Paid: sums.Paid,
    BalanceDue: sums.BalanceDue,
    NextInvoiceNumber: settings?.Preferences.NextInvoiceNumber ?? 1001,
  };
}

export function propertyAddress(signing: Pick<SigningDocument, 'Address1' | 'Address2' | 'City' | 'State' | 'Zip'>): string {
  const street = [signing.Address1, signing.Address2].filter(Boolean).join(' ');
  const place = [signing.City, [signing.State, signing.Zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [street, place].filter(Boolean).join(', ');
}
