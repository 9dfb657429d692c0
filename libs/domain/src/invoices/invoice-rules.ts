import type { InvoiceLineItem, Payment, PaymentTermsCode, SavedInvoice } from '@notary/events';
import { validationError } from '../shared';
import { fromCents, toCents } from '../shared/money';
import { isCalendarDate } from '../signings/signing-input';
import { dueDateOf, PAYMENT_TERMS } from './payment-terms';

export const INVOICE_MESSAGES = {
  saved: 'Invoice Saved',
  invoiceNumber: 'The invoice number must be a whole number above 0',
  invoiceDate: 'Enter the invoice date',
  terms: 'Choose the payment terms',
  lineDescription: 'Each line needs a description',
  lineAmount: 'Each line needs an amount',
  tooManyLines: 'An invoice holds at most 50 lines',
  notes: 'Notes are limited to 2,000 characters',
} as const;

/** What the notary sends to save an invoice (payments are the signing's, never sent here). */
export interface InvoiceInput {
  InvoiceNumber: number;
  InvoiceDate: string;
  PaymentTerms: PaymentTermsCode;
  CustomerId: string | null;
  ContactId: string | null;
  Notes: string;
  LineItems: InvoiceLineItem[];
}

/** A line of the invoice as shown and printed: billed lines, then each payment as a negative line. */
export interface InvoiceLine extends InvoiceLineItem {
  IsPayment: boolean;
  /** For a payment line: when it was paid and the check's number. */
  PaidDate?: string;
  CheckNumber?: string;
}

const MAX_LINES = 50;
const MAX_LINE_AMOUNT = 1_000_000;

/** Checks an invoice against spec 001 §5 (InvoiceNumber above 0) and the product's own limits. */
export function normalizeInvoice(input: InvoiceInput): SavedInvoice {
  const errors: Record<string, string> = {};
  if (!Number.isInteger(input.InvoiceNumber) || input.InvoiceNumber < 1) errors.InvoiceNumber = INVOICE_MESSAGES.invoiceNumber;
  if (!isCalendarDate(input.InvoiceDate)) errors.InvoiceDate = INVOICE_MESSAGES.invoiceDate;
  if (!PAYMENT_TERMS[input.PaymentTerms]) errors.PaymentTerms = INVOICE_MESSAGES.terms;
  const lines = input.LineItems.map((line) => ({ Description: line.Description.trim(), Amount: line.Amount }));
  if (lines.length > MAX_LINES) errors.LineItems = INVOICE_MESSAGES.tooManyLines;
  lines.forEach((line, index) => {
    if (!line.Description) errors[`LineItems[${index}].Description`] = INVOICE_MESSAGES.lineDescription;
    if (!Number.isFinite(line.Amount) || Math.abs(line.Amount) > MAX_LINE_AMOUNT) errors[`LineItems[${index}].Amount`] = INVOICE_MESSAGES.lineAmount;
  });
  const notes = input.Notes.trim();
  if (notes.length > 2000) errors.Notes = INVOICE_MESSAGES.notes;
  const first = Object.values(errors)[0];
  if (first) throw validationError('INVOICE.INVALID', first, errors);
  return {
    InvoiceNumber: input.InvoiceNumber,
    InvoiceDate: input.InvoiceDate,
    DueDate: dueDateOf(input.InvoiceDate, input.PaymentTerms),
    PaymentTerms: input.PaymentTerms,
    CustomerId: input.CustomerId,
    ContactId: input.ContactId,
    Notes: notes,
    LineItems: lines.map((line) => ({ ...line, Amount: fromCents(toCents(line.Amount)) })),
  };
}

/** The lines an invoice shows: what was billed, then every payment of the signing as a negative line. */
export function invoiceLines(billed: readonly InvoiceLineItem[], payments: readonly Payment[]): InvoiceLine[] {
  const paid = [...payments]
    .sort((a, b) => a.PaidDate.localeCompare(b.PaidDate))
    .map((payment) => ({
      Description: payment.CheckNumber ? `Payment received, check ${payment.CheckNumber}` : 'Payment received',
      Amount: -Math.abs(payment.Amount),
      IsPayment: true,
      PaidDate: payment.PaidDate,
      CheckNumber: payment.CheckNumber,
    }));
  return [...billed.map((line) => ({ ...line, IsPayment: false })), ...paid];
}

/** Billed, paid and the balance due of an invoice's lines, in exact cents. */
export function invoiceSums(lines: readonly InvoiceLine[]): { Billed: number; Paid: number; BalanceDue: number } {
  let billed = 0;
  let paid = 0;
  for (const line of lines) {
    if (line.IsPayment) paid += Math.abs(toCents(line.Amount));
    else billed += toCents(line.Amount);
  }
  return { Billed: fromCents(billed), Paid: fromCents(paid), BalanceDue: fromCents(billed - paid) };
}

/**
 * Spec 001 §5: the next invoice number is raised to one more than a used number if that number is
 * at or above it. Answers the new next number, or null when it stays.
 */
export function raisedNextInvoiceNumber(used: number, next: number): number | null {
  return used >= next ? used + 1 : null;
}
