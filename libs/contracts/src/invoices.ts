import { z } from 'zod';
import { id, localDate, optionalId, text } from './primitives';
import { PAYMENT_TERMS_VALUES, type PaymentTermsCode } from './wire-values';

// The terms' codes live with the wire values (the web reads them at run time); still offered here.
export { PAYMENT_TERMS_VALUES, type PaymentTermsCode };

/** POST get/ (spec 001 §7) takes the signing; only its Id is read (the rest comes from the log). */
export const InvoiceOfSigningBody = z.object({ Id: id(), Today: z.string().max(40).optional() }).passthrough();

const LineItemBody = z.object({
  Description: text(300),
  // Bounded here; "needs an amount" and the size are the domain's rules, with their messages.
  Amount: z.number().finite().min(-10_000_000).max(10_000_000),
  /** Payment lines come back as the client got them; they are the signing's and are not saved. */
  IsPayment: z.boolean().optional().default(false),
});

/**
 * An invoice as the dialog sends it to save, preview (export/) or print: the signing's Id, the
 * number (spec 001 §5: above 0), dates, terms, who is billed, notes and the billed lines.
 */
export const InvoiceBody = z.object({
  Id: id(),
  InvoiceNumber: z.number().int().min(-1_000_000_000).max(1_000_000_000),
  InvoiceDate: localDate(),
  PaymentTerms: z.enum(PAYMENT_TERMS_VALUES).default('Net30'),
  Customer: z.object({ Id: optionalId() }).passthrough().nullable().optional(),
  ContactId: optionalId(),
  Notes: text(2000).default(''),
  LineItems: z.array(LineItemBody).max(200),
});
export type InvoiceSaveBody = z.input<typeof InvoiceBody>;
export type InvoiceRequest = z.output<typeof InvoiceBody>;

export const InvoiceIdParam = id();

export interface InvoiceLineItemView {
  Description: string;
  Amount: number;
  IsPayment: boolean;
  PaidDate?: string;
  CheckNumber?: string;
}

/** The invoice of a signing (spec 001 §3 Invoice), saved or, before the first save, proposed. */
export interface Invoice {
  /** The signing's id: a signing has one invoice. */
  Id: string;
  Saved: boolean;
  InvoiceNumber: number;
  InvoiceDate: string;
  DueDate: string;
  PaymentTerms: PaymentTermsCode;
  PaymentTermsLabel: string;
  Customer: { Id: string; Name: string; Address1: string; Address2: string; City: string; State: string; Zip: string } | null;
  ContactId: string | null;
  ContactName: string;
  /** Where the invoice is e-mailed by default: the contact's address. */
  ContactEmail: string;
  LineItems: InvoiceLineItemView[];
  SignerName: string;
  OrderNumber: string;
  SigningDate: string;
  PropertyAddress: string;
  Notes: string;
  Billed: number;
  Paid: number;
  BalanceDue: number;
  /** The notary's invoice settings, so the dialog can show them. */
  NextInvoiceNumber: number;
}

export interface InvoiceSaveAnswer {
  Response: string;
  Invoice: Invoice;
  Position: number;
}

/**
 * POST send/ (spec 001's e-mail options): the invoice's PDF goes to the recipients through the
 * outbox. Recepient and BCC may list several addresses, separated by commas.
 */
export const InvoiceEmailBody = z.object({
  Sender: text(254),
  Recepient: text(2000),
  Subject: text(300),
  Body: text(20_000).default(''),
  BCC: text(2000).default(''),
  InvoiceId: id(),
  AppointmentKey: z.string().max(64).optional(),
});
export type InvoiceEmailRequest = z.output<typeof InvoiceEmailBody>;
export type InvoiceEmailSendBody = z.input<typeof InvoiceEmailBody>;

/** Batch invoices send the same way; `BatchInvoiceId` names the batch (the answer is its id). */
export const BatchInvoiceEmailBody = InvoiceEmailBody.omit({ InvoiceId: true, AppointmentKey: true }).extend({ BatchInvoiceId: id() });
export type BatchInvoiceEmailRequest = z.output<typeof BatchInvoiceEmailBody>;
export type BatchInvoiceEmailSendBody = z.input<typeof BatchInvoiceEmailBody>;

export interface InvoiceSentAnswer {
  Response: string;
  MessageId: string;
  State: string;
  Position: number;
}
