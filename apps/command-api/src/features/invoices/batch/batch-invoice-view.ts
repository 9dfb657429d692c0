import type { BatchInvoice, BatchInvoiceSigning } from '@notary/contracts';
import type { InvoiceDocument } from '@notary/documents';
import { invoiceLines, invoiceSums, notFound, PAYMENT_TERMS } from '@notary/domain';
import type { BatchInvoiceTerms, BusinessProfile } from '@notary/events';
import type { CustomerDocument, SigningDocument } from '@notary/read-models';
import { businessParty } from '../invoice-document';
import { feeLine, propertyAddress } from '../invoice-view';

export const batchInvoiceNotFound = () => notFound('BATCH_INVOICE.NOT_FOUND', 'Unable to load invoice');

const signerOf = (signing: SigningDocument) => [signing.FirstName, signing.LastName].filter(Boolean).join(' ');

/** A batch invoice's signings in its order; one gone since (deleted) is left out. */
export function inBatchOrder(ids: readonly string[], signings: readonly SigningDocument[]): SigningDocument[] {
  const byId = new Map(signings.map((signing) => [signing.Id, signing]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A batch invoice as the API answers it: a fee line per signing, then each signing's payments as negative lines. */
export function batchInvoiceView(id: string | null, terms: BatchInvoiceTerms, signings: readonly SigningDocument[], customer: CustomerDocument): BatchInvoice {
  const lines = signings.flatMap((signing) => {
    const fee = feeLine(signing);
    return invoiceLines([{ ...fee, Description: `${fee.Description}, ${signerOf(signing)}` }], signing.Payments);
  });
  const sums = invoiceSums(lines);
  const appointments: BatchInvoiceSigning[] = signings.map((signing) => ({
    Id: signing.Id,
    SigningDate: signing.AppointmentDate,
    SignerName: signerOf(signing),
    Description: feeLine(signing).Description,
    PropertyAddress: propertyAddress(signing),
    OrderNumber: signing.OrderNumber,
    Fee: signing.Amount ?? 0,
    Paid: signing.AmountPaid,
    Balance: signing.Balance,
    BatchInvoiceId: signing.BatchInvoiceId ?? null,
  }));
  const sent = signings.map((signing) => signing.InvoiceSent).filter((date): date is string => Boolean(date));
  return {
    Id: id,
    Customer: {
      Id: customer.Id,
      Name: customer.Name,
      Address1: customer.Address1,
      Address2: customer.Address2,
      City: customer.City,
      State: customer.State,
      Zip: customer.Zip,
    },
    Appointments: appointments,
    InvoiceNumber: terms.InvoiceNumber,
    InvoiceSent: id && sent.length ? sent.sort()[0] : null,
    InvoiceDate: terms.InvoiceDate,
    DueDate: terms.DueDate,
    PaymentTerms: terms.PaymentTerms,
    PaymentTermsLabel: PAYMENT_TERMS[terms.PaymentTerms].Label,
    Notes: terms.Notes,
    LineItems: lines,
    Billed: sums.Billed,
    Paid: sums.Paid,
    BalanceDue: sums.BalanceDue,
  };
}

/** The PDF's model of a batch invoice: one row per signing (date, work, signer, property, order, fee), then its payments. */
export function batchInvoicePdfModel(
  terms: BatchInvoiceTerms,
  signings: readonly SigningDocument[],
  customer: CustomerDocument,
  profile: BusinessProfile | null,
): InvoiceDocument {
  return {
    kind: 'batch',
    business: businessParty(profile),
    billTo: { Name: customer.Name, Address: customer.Address1, Address2: customer.Address2, City: customer.City, State: customer.State, Zip: customer.Zip },
    InvoiceNumber: terms.InvoiceNumber,
    InvoiceDate: terms.InvoiceDate,
    DueDate: terms.DueDate,
    PaymentTerms: PAYMENT_TERMS[terms.PaymentTerms].Label,
    lines: signings.flatMap((signing) => [
      {
        Date: signing.AppointmentDate,
        Description: feeLine(signing).Description,
        SignerName: signerOf(signing),
        PropertyAddress: propertyAddress(signing),
        OrderNumber: signing.OrderNumber,
        Amount: signing.Amount ?? 0,
        IsPayment: false,
      },
      ...signing.Payments.map((payment) => ({
        Date: payment.PaidDate,
        Description: payment.CheckNumber ? `Check #${payment.CheckNumber}` : '',
        Amount: -Math.abs(payment.Amount),
        IsPayment: true,
      })),
    ]),
    Notes: terms.Notes,
  };
}
