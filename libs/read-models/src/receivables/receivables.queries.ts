import type { PaymentTermsCode } from '@notary/events';
import type { Filter } from '@notary/document-store';
import type { OwnerScope } from '../shared/owner-scope';
import { CUSTOMERS, type CustomerDocument } from '../customers/customer.document';
import { SIGNINGS, type SigningDocument } from '../signings/signing.document';

/**
 * What receivables read from the signings: only the signings still owed, and those paid in a
 * window, each with only the fields the aging needs. Both filters start with the owner and the
 * payment status, the signings index { OwnerId, PaymentStatus, InvoicePaid }: a notary with 20,000
 * signings, nearly all paid, has a few hundred read rather than all of them.
 */

/** A signing with a balance, as receivables list it. */
export type OpenSigning = Pick<
  SigningDocument,
  'Id' | 'FirstName' | 'LastName' | 'AppointmentDate' | 'CustomerId' | 'CustomerName' | 'InvoiceNumber' | 'InvoiceSent' | 'Balance'
> & { Invoice?: { DueDate: string } | null };

const OPEN_FIELDS = {
  _id: 0,
  Id: 1,
  FirstName: 1,
  LastName: 1,
  AppointmentDate: 1,
  CustomerId: 1,
  CustomerName: 1,
  InvoiceNumber: 1,
  InvoiceSent: 1,
  Balance: 1,
  'Invoice.DueDate': 1,
} as const;

/** Whose signings: one customer's (an id), those naming none (null), or all (undefined). */
export type CustomerChoice = string | null | undefined;

/**
 * The signings with a balance above 0. 'unpaid' is every signing with an amount not fully paid; the
 * balance test leaves out the rare one marked unpaid whose payments cover it.
 */
export function openSigningsFilter(customer?: CustomerChoice): Filter {
  const filter: Filter = { PaymentStatus: 'unpaid', Balance: { $gt: 0 } };
  if (customer !== undefined) filter.CustomerId = customer;
  return filter;
}

export function openSignings(scope: OwnerScope, customer?: CustomerChoice): Promise<OpenSigning[]> {
  return scope.find<OpenSigning & { _id: string }>(SIGNINGS, openSigningsFilter(customer), { projection: OPEN_FIELDS });
}

export type PaidSigning = {
  CustomerId: string | null;
  InvoiceSent: string;
  InvoicePaid: string;
};

/** Signings with a fee, invoiced and paid in full on a day from `since` to `until` (inclusive). */
export const paidSigningsFilter = (since: string, until: string): Filter => ({
  PaymentStatus: 'paid',
  InvoicePaid: { $gte: since, $lte: until },
  InvoiceSent: { $ne: null },
  Amount: { $gt: 0 },
});

export function paidSignings(scope: OwnerScope, since: string, until: string): Promise<PaidSigning[]> {
  return scope.find<PaidSigning & { _id: string }>(SIGNINGS, paidSigningsFilter(since, until), {
    projection: { _id: 0, CustomerId: 1, InvoiceSent: 1, InvoicePaid: 1 },
  });
}

/** The customers that have terms of their own (the others pay on the notary's default). */
export async function customersWithOwnTerms(scope: OwnerScope): Promise<Map<string, PaymentTermsCode>> {
  const customers = await scope.find<Pick<CustomerDocument, 'Id' | 'PaymentTerms'> & { _id: string }>(
    CUSTOMERS,
    { PaymentTerms: { $ne: null } },
    { projection: { _id: 0, Id: 1, PaymentTerms: 1 } },
  );
  return new Map(customers.map((customer) => [customer.Id, customer.PaymentTerms!]));
}
