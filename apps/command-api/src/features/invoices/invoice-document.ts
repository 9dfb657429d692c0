import type { Invoice } from '@notary/contracts';
import type { InvoiceDocument, PartyAddress } from '@notary/documents';
import type { BusinessProfile } from '@notary/events';
import type { CustomerDocument } from '@notary/read-models';

/**
 * The PDF's model of one signing's invoice: the notary's business profile at the top, the customer
 * billed with its address and contact, the billed lines with the signer and property, then the
 * payments as negative lines.
 */
export function invoicePdfModel(invoice: Invoice, profile: BusinessProfile | null, customer: CustomerDocument | null): InvoiceDocument {
  const contact = customer?.Contacts.find((candidate) => candidate.Id === invoice.ContactId);
  return {
    kind: 'invoice',
    business: businessParty(profile),
    billTo: {
      Name: customer?.Name || invoice.SignerName || 'Customer',
      ContactName: contact?.Name,
      Address: customer?.Address1,
      Address2: customer?.Address2,
      City: customer?.City,
      State: customer?.State,
      Zip: customer?.Zip,
      Email: contact?.Email,
    },
    InvoiceNumber: invoice.InvoiceNumber,
    InvoiceDate: invoice.InvoiceDate,
    DueDate: invoice.DueDate,
    PaymentTerms: invoice.PaymentTermsLabel,
    // The signing's details go on its first billed line; added lines (travel, printing) stand alone.
    lines: invoice.LineItems.map((line, index) =>
      line.IsPayment
        ? { Date: line.PaidDate, Description: line.CheckNumber ? `Check #${line.CheckNumber}` : '', Amount: line.Amount, IsPayment: true }
        : index === 0
          ? {
              Date: invoice.SigningDate,
              Description: line.Description,
              SignerName: invoice.SignerName,
              PropertyAddress: invoice.PropertyAddress,
              OrderNumber: invoice.OrderNumber,
              Amount: line.Amount,
              IsPayment: false,
            }
          : { Description: line.Description, Amount: line.Amount, IsPayment: false },
    ),
    Notes: invoice.Notes,
  };
}

/** The notary's business as an invoice heads it: the company's name, or theirs when they have none. */
export function businessParty(profile: BusinessProfile | null): PartyAddress {
  return {
    Name: profile?.Company || profile?.Name || 'Notary',
    ContactName: profile?.Company ? profile.Name : undefined,
    Address: profile?.Address,
    Address2: profile?.Address2,
    City: profile?.City,
    State: profile?.State,
    Zip: profile?.Zip,
    Phone: profile?.Phone,
    Email: profile?.Email,
  };
}
