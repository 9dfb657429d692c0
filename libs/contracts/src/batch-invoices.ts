import { z } from 'zod';
import { id, localDate, optionalId, text } from './primitives';
import { PAYMENT_TERMS_VALUES, type InvoiceLineItemView, type PaymentTermsCode } from './invoices';

/** A signing on a batch: its id, or the signing itself (spec 001 §7 takes either); only the Id is read. */
const SigningRef = z.union([id(), z.object({ Id: id() }).passthrough()]).transform((value) => (typeof value === 'string' ? value : value.Id));

/**
 * A batch invoice as its page sends it to save or preview: the customer (`Customer` with its `Id`)
 * and the signings (`Appointments`), checked by the domain with spec 000 §5's messages.
 */
export const BatchInvoiceBody = z.object({
  Id: optionalId(),
  Customer: z.object({ Id: optionalId() }).passthrough().nullable().optional(),
  Appointments: z.array(SigningRef).max(1000).default([]),
  /** Absent or null: the settings' next invoice number. */
  InvoiceNumber: z.number().int().min(-1_000_000_000).max(1_000_000_000).nullable().optional(),
  InvoiceDate: localDate(),
  /** Absent: the customer's terms, else the notary's default. */
  PaymentTerms: z.enum(PAYMENT_TERMS_VALUES).optional(),
  Notes: text(2000).default(''),
});
export type BatchInvoiceSaveBody = z.input<typeof BatchInvoiceBody>;
export type BatchInvoiceRequest = z.output<typeof BatchInvoiceBody>;

export const BatchInvoiceIdParam = id();

/** One signing of a batch invoice, as its page lists it. */
export interface BatchInvoiceSigning {
  Id: string;
  SigningDate: string;
  SignerName: string;
  Description: string;
  PropertyAddress: string;
  OrderNumber: string;
  Fee: number;
  Paid: number;
  Balance: number;
  /** Another batch invoice it is already on, if any. */
  BatchInvoiceId: string | null;
}

/** A batch invoice (spec 001 §3): saved (`Id`) or, before the first save, proposed. */
export interface BatchInvoice {
  Id: string | null;
  Customer: { Id: string; Name: string; Address1: string; Address2: string; City: string; State: string; Zip: string };
  Appointments: BatchInvoiceSigning[];
  InvoiceNumber: number;
  InvoiceSent: string | null;
  InvoiceDate: string;
  DueDate: string;
  PaymentTerms: PaymentTermsCode;
  PaymentTermsLabel: string;
  Notes: string;
  LineItems: InvoiceLineItemView[];
  Billed: number;
  Paid: number;
  BalanceDue: number;
}

export interface BatchInvoiceSaveAnswer {
  Response: string;
  BatchInvoice: BatchInvoice;
  Position: number;
}
