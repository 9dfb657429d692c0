import type { Invoice, InvoiceSaveBody } from '@notary/contracts';
import { currencyInputValue, isIsoDate, parseCurrency } from '../../shared/format';
import { PAYMENT_TERMS_OPTIONS } from '../../shared/format/paymentTerms';

export type PaymentTermsCode = Invoice['PaymentTerms'];

/** The days each of the terms gives (the server computes the due date the same way). */
const TERMS_DAYS: Readonly<Record<PaymentTermsCode, number>> = { DueOnReceipt: 0, Net15: 15, Net30: 30, Net45: 45 };

/** The terms to choose from, with the labels every screen uses. */
export const PAYMENT_TERMS = PAYMENT_TERMS_OPTIONS;

export interface LineDraft {
  /** For React's list keys only. */
  key: number;
  Description: string;
  /** As typed, formatted as currency. */
  Amount: string;
}

export interface InvoiceDraft {
  InvoiceNumber: string;
  InvoiceDate: string;
  PaymentTerms: PaymentTermsCode;
  Notes: string;
  lines: LineDraft[];
}

let nextKey = 1;
export const newLine = (Description = '', Amount = ''): LineDraft => ({ key: nextKey++, Description, Amount });

export function draftOf(invoice: Invoice): InvoiceDraft {
  return {
    InvoiceNumber: String(invoice.InvoiceNumber),
    InvoiceDate: invoice.InvoiceDate,
    PaymentTerms: invoice.PaymentTerms,
    Notes: invoice.Notes,
    lines: invoice.LineItems.filter((line) => !line.IsPayment).map((line) => newLine(line.Description, currencyInputValue(line.Amount))),
  };
}

/** What the notary typed, without the list keys: to tell an edit from a re-render. */
export const typedOf = (draft: InvoiceDraft) => JSON.stringify({ ...draft, lines: draft.lines.map(({ Description, Amount }) => ({ Description, Amount })) });

/** The due date the terms give (local dates, YYYY-MM-DD). */
export function dueDateOf(invoiceDate: string, terms: PaymentTermsCode): string {
  if (!isIsoDate(invoiceDate)) return '';
  const date = new Date(`${invoiceDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + TERMS_DAYS[terms]);
  return date.toISOString().slice(0, 10);
}

/** Billed, paid and balance due in exact cents, as the notary types. */
export function totalsOf(draft: InvoiceDraft, paid: number) {
  const billedCents = draft.lines.reduce((sum, line) => sum + Math.round((parseCurrency(line.Amount) ?? 0) * 100), 0);
  const paidCents = Math.round(paid * 100);
  return { Billed: billedCents / 100, Paid: paidCents / 100, BalanceDue: (billedCents - paidCents) / 100 };
}

/** The number (spec 001 §5: above 0) and the date, which a single and a batch invoice both need. */
export function headProblems(head: { InvoiceNumber: string; InvoiceDate: string }): Record<string, string> {
  const problems: Record<string, string> = {};
  const number = Number(head.InvoiceNumber);
  if (!/^\d+$/.test(head.InvoiceNumber.trim()) || !Number.isInteger(number) || number < 1)
    problems.InvoiceNumber = 'The invoice number must be a whole number above 0';
  if (!isIsoDate(head.InvoiceDate)) problems.InvoiceDate = 'Enter the invoice date';
  return problems;
}

/** The same rules the server applies (spec 001 §5: an invoice number above 0), by field, before sending. */
export function draftProblems(draft: InvoiceDraft): Record<string, string> {
  const problems = headProblems(draft);
  draft.lines.forEach((line, index) => {
    if (!line.Description.trim()) problems[`LineItems[${index}].Description`] = 'Each line needs a description';
    if (parseCurrency(line.Amount) === null) problems[`LineItems[${index}].Amount`] = 'Each line needs an amount';
  });
  return problems;
}

export function saveBodyOf(signingId: string, draft: InvoiceDraft, invoice: Invoice): InvoiceSaveBody {
  return {
    Id: signingId,
    InvoiceNumber: Number(draft.InvoiceNumber),
    InvoiceDate: draft.InvoiceDate,
    PaymentTerms: draft.PaymentTerms,
    Customer: invoice.Customer ? { Id: invoice.Customer.Id } : null,
    ContactId: invoice.ContactId,
    Notes: draft.Notes,
    LineItems: draft.lines.map((line) => ({ Description: line.Description.trim(), Amount: parseCurrency(line.Amount) ?? 0 })),
  };
}
