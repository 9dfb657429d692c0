import type { BatchInvoiceEvent, BatchInvoiceTerms, PaymentTermsCode } from '@notary/events';
import { validationError, type Decider } from '../shared';
import { isCalendarDate } from '../signings/signing-input';
import { INVOICE_MESSAGES } from './invoice-rules';
import { dueDateOf, PAYMENT_TERMS } from './payment-terms';

/** Spec 000 §5's two messages, word for word, and the product's own. */
export const BATCH_INVOICE_MESSAGES = {
  needsCustomer: 'You currently have "All Customers" selected in the customer dropdown box. Please select the customer you are creating the batch invoice for.',
  needsSignings: 'Please select the signings you want to include in the batch invoice. Select the checkbox(es) to the left of the desired signing(s)',
  notOfCustomer: 'Every signing on a batch invoice must be for its customer',
  tooMany: 'A batch invoice holds at most 500 signings',
  saved: 'Batch Invoice Saved',
} as const;

const MAX_SIGNINGS = 500;

export interface BatchInvoiceInput {
  CustomerId: string | null;
  SigningIds: string[];
  InvoiceNumber: number;
  InvoiceDate: string;
  PaymentTerms: PaymentTermsCode;
  Notes: string;
}

/** Checks a batch invoice: a customer, at least one signing (each once), a number above 0, a date. */
export function normalizeBatchInvoice(input: BatchInvoiceInput): BatchInvoiceTerms {
  const errors: Record<string, string> = {};
  if (!input.CustomerId) errors.Customer = BATCH_INVOICE_MESSAGES.needsCustomer;
  const signingIds = [...new Set(input.SigningIds)];
  if (signingIds.length === 0) errors.Appointments = BATCH_INVOICE_MESSAGES.needsSignings;
  if (signingIds.length > MAX_SIGNINGS) errors.Appointments = BATCH_INVOICE_MESSAGES.tooMany;
  if (!Number.isInteger(input.InvoiceNumber) || input.InvoiceNumber < 1) errors.InvoiceNumber = INVOICE_MESSAGES.invoiceNumber;
  if (!isCalendarDate(input.InvoiceDate)) errors.InvoiceDate = INVOICE_MESSAGES.invoiceDate;
  if (!PAYMENT_TERMS[input.PaymentTerms]) errors.PaymentTerms = INVOICE_MESSAGES.terms;
  const notes = input.Notes.trim();
  if (notes.length > 2000) errors.Notes = INVOICE_MESSAGES.notes;
  const first = Object.values(errors)[0];
  if (first) throw validationError('BATCH_INVOICE.INVALID', first, errors);
  return {
    CustomerId: input.CustomerId!,
    SigningIds: signingIds,
    InvoiceNumber: input.InvoiceNumber,
    InvoiceDate: input.InvoiceDate,
    DueDate: dueDateOf(input.InvoiceDate, input.PaymentTerms),
    PaymentTerms: input.PaymentTerms,
    Notes: notes,
  };
}

export interface BatchInvoiceState {
  exists: boolean;
  ownerId: string;
  invoice: BatchInvoiceTerms | null;
}

export type BatchInvoiceCommand = { type: 'SaveBatchInvoice'; batchInvoiceId: string; ownerId: string; invoice: BatchInvoiceTerms };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const batchInvoiceDecider: Decider<BatchInvoiceCommand, BatchInvoiceState, BatchInvoiceEvent> = {
  initialState: () => ({ exists: false, ownerId: '', invoice: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'BatchInvoiceSaved':
        return { exists: true, ownerId: event.data.OwnerId, invoice: event.data.Invoice };
      default: {
        const exhaustive: never = event.type;
        return exhaustive;
      }
    }
  },
  decide(command, state) {
    if (same(command.invoice, state.invoice)) return [];
    return [{ type: 'BatchInvoiceSaved', data: { BatchInvoiceId: command.batchInvoiceId, OwnerId: command.ownerId, Invoice: command.invoice } }];
  },
};
