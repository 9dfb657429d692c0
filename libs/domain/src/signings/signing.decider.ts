import type { ConfirmationEntry, Payment, RetypeReason, SavedInvoice, SigningDetails, SigningEvent, TimeOfDay } from '@notary/events';
import { DomainError, notFound, validationError, type Decider } from '../shared';
import { balanceDue } from './payment-status';
import { normalizeSigning, isCalendarDate, type SigningInput, type SigningRulesContext } from './signing-input';

export interface SigningState {
  exists: boolean;
  deleted: boolean;
  signingId: string;
  ownerId: string;
  details: SigningDetails | null;
  payments: Payment[];
  confirmed: boolean;
  confirmations: ConfirmationEntry[];
  /** The invoice as last saved; null before the first save. */
  invoice: SavedInvoice | null;
  /** The batch invoice it is on; null when none. */
  batchInvoiceId: string | null;
}

export type SigningCommand =
  | { type: 'SaveSigning'; signingId: string; ownerId: string; input: SigningInput; rules: SigningRulesContext }
  | { type: 'RecordConfirmation'; confirmed: boolean; note: string; date: string; time: TimeOfDay; now: Date }
  | { type: 'RecordBatchPayment'; paymentId: string; paidDate: string; checkNumber: string }
  /** An invoice already checked by normalizeInvoice. */
  | { type: 'SaveInvoice'; invoice: SavedInvoice }
  | { type: 'AddToBatchInvoice'; batchInvoiceId: string; invoiceNumber: number; invoiceDate: string }
  /** Give a signing of `fromType` the type `toType` (a merge of custom types); other signings stay as they are. */
  | { type: 'RetypeSigning'; fromType: number; toType: number; categoryId: number; description: string; reason: RetypeReason }
  | { type: 'DeleteSigning' };

export const CONFIRMATION_MESSAGES = {
  alreadyConfirmed: 'This signing is already confirmed. To change it, switch it to not confirmed.',
} as const;

const RESCHEDULE_FIELDS = ['AppointmentDate', 'AppointmentTime', 'AppointmentDuration'] as const;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const signingDecider: Decider<SigningCommand, SigningState, SigningEvent> = {
  initialState: () => ({
    exists: false,
    deleted: false,
    signingId: '',
    ownerId: '',
    details: null,
    payments: [],
    confirmed: false,
    confirmations: [],
    invoice: null,
    batchInvoiceId: null,
  }),

  evolve(state, event) {
    switch (event.type) {
      case 'SigningScheduled':
        return { ...state, exists: true, signingId: event.data.SigningId, ownerId: event.data.OwnerId, details: event.data.Details };
      case 'SigningDetailsChanged':
        return { ...state, details: { ...state.details!, ...event.data.Changes } };
      case 'SigningRescheduled': {
        const { SigningId: _, ...when } = event.data;
        return { ...state, details: { ...state.details!, ...when } };
      }
      case 'PaymentRecorded':
        return { ...state, payments: [...state.payments, event.data.Payment] };
      case 'PaymentCorrected':
        return { ...state, payments: state.payments.map((p) => (p.PaymentId === event.data.Payment.PaymentId ? event.data.Payment : p)) };
      case 'PaymentRemoved':
        return { ...state, payments: state.payments.filter((p) => p.PaymentId !== event.data.PaymentId) };
      case 'SigningConfirmationRecorded':
        return { ...state, confirmed: event.data.Entry.Confirmed, confirmations: [...state.confirmations, event.data.Entry] };
      case 'InvoiceSaved':
        return { ...state, invoice: event.data.Invoice };
      case 'AddedToBatchInvoice':
        return { ...state, batchInvoiceId: event.data.BatchInvoiceId };
      case 'SigningRetyped':
        return { ...state, details: { ...state.details!, ...retypedDetails(event.data) } };
      case 'SigningDeleted':
        return { ...state, deleted: true };
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  },

  decide(command, state) {
    if (command.type === 'SaveSigning') return decideSave(command, state);
    // A signing deleted since its type was merged has nothing left to re-type.
    if (command.type === 'RetypeSigning' && state.deleted) return [];
    requireSigning(state);
    switch (command.type) {
      case 'DeleteSigning':
        return [{ type: 'SigningDeleted', data: { SigningId: state.signingId } }];
      case 'RecordConfirmation':
        return decideConfirmation(command, state);
      case 'RecordBatchPayment':
        return decideBatchPayment(command, state);
      case 'SaveInvoice':
        return decideInvoice(command.invoice, state);
      case 'AddToBatchInvoice':
        return decideBatchInvoice(command, state);
      case 'RetypeSigning':
        return decideRetype(command, state);
      default: {
        const exhaustive: never = command;
        return exhaustive;
      }
    }
  },
};

function requireSigning(state: SigningState): void {
  if (!state.exists || state.deleted) throw notFound('SIGNING.NOT_FOUND', 'The signing was not found. It may have been deleted.');
}

function decideSave(command: Extract<SigningCommand, { type: 'SaveSigning' }>, state: SigningState): SigningEvent[] {
  const SigningId = command.signingId;
  if (state.exists) requireSigning(state);
  const { details, payments } = normalizeSigning(command.input, state.details, command.rules);
  if (!state.exists) {
    return [
      { type: 'SigningScheduled', data: { SigningId, OwnerId: command.ownerId, Details: details } },
      ...payments.map((Payment): SigningEvent => ({ type: 'PaymentRecorded', data: { SigningId, Payment } })),
    ];
  }
  const previous = state.details!;
  const events: SigningEvent[] = [];
  if (RESCHEDULE_FIELDS.some((field) => !same(details[field], previous[field]))) {
    events.push({
      type: 'SigningRescheduled',
      data: { SigningId, AppointmentDate: details.AppointmentDate, AppointmentTime: details.AppointmentTime, AppointmentDuration: details.AppointmentDuration },
    });
  }
  const changes = Object.fromEntries(
    (Object.keys(details) as Array<keyof SigningDetails>)
      .filter((field) => !(RESCHEDULE_FIELDS as readonly string[]).includes(field) && !same(details[field], previous[field]))
      .map((field) => [field, details[field]]),
  ) as Partial<SigningDetails>;
  if (Object.keys(changes).length) events.push({ type: 'SigningDetailsChanged', data: { SigningId, Changes: changes } });

  const before = new Map(state.payments.map((payment) => [payment.PaymentId, payment]));
  for (const payment of payments) {
    const old = before.get(payment.PaymentId);
    if (!old) events.push({ type: 'PaymentRecorded', data: { SigningId, Payment: payment } });
    else if (!same(old, payment)) events.push({ type: 'PaymentCorrected', data: { SigningId, Payment: payment } });
    before.delete(payment.PaymentId);
  }
  for (const PaymentId of before.keys()) events.push({ type: 'PaymentRemoved', data: { SigningId, PaymentId } });
  // An unchanged signing is not saved (spec 001 §5): no events at all.
  return events;
}

/** Spec 000 §4-5: allowed while unconfirmed, or to switch a confirmed signing back to unconfirmed. */
function decideConfirmation(command: Extract<SigningCommand, { type: 'RecordConfirmation' }>, state: SigningState): SigningEvent[] {
  if (state.confirmed && command.confirmed) throw new DomainError('conflict', 'SIGNING.ALREADY_CONFIRMED', CONFIRMATION_MESSAGES.alreadyConfirmed);
  if (!isCalendarDate(command.date))
    throw validationError('SIGNING.CONFIRMATION_DATE', 'The confirmation date is not a valid date', { ConfirmationDateTime: 'Enter a valid date' });
  const entry: ConfirmationEntry = {
    Note: command.note.trim(),
    Confirmed: command.confirmed,
    ConfirmationDate: command.date,
    ConfirmationTime: command.time,
    RecordedAt: command.now.toISOString(),
  };
  return [{ type: 'SigningConfirmationRecorded', data: { SigningId: state.signingId, Entry: entry } }];
}

/** Batch payment (spec 001 §4): pays what is still owed and marks the signing paid on that date. */
function decideBatchPayment(command: Extract<SigningCommand, { type: 'RecordBatchPayment' }>, state: SigningState): SigningEvent[] {
  if (!isCalendarDate(command.paidDate))
    throw validationError('SIGNING.PAYMENT_DATE', 'The payment date is not a valid date', { PaymentDate: 'Enter a valid date' });
  const events: SigningEvent[] = [];
  const owed = balanceDue(state.details!, state.payments);
  if (owed > 0) {
    events.push({
      type: 'PaymentRecorded',
      data: {
        SigningId: state.signingId,
        Payment: { PaymentId: command.paymentId, PaidDate: command.paidDate, Amount: owed, CheckNumber: command.checkNumber.trim() },
      },
    });
  }
  if (state.details!.InvoicePaid !== command.paidDate && (owed > 0 || !state.details!.InvoicePaid)) {
    events.push({ type: 'SigningDetailsChanged', data: { SigningId: state.signingId, Changes: { InvoicePaid: command.paidDate } } });
  }
  return events;
}

/**
 * Saving the invoice records it and marks the signing with its number and, the first time, the date
 * it went out (the Unpaid 30/45/60/90 filters count from it). Saving it unchanged records nothing.
 */
function decideInvoice(invoice: SavedInvoice, state: SigningState): SigningEvent[] {
  const events: SigningEvent[] = [];
  if (!same(invoice, state.invoice)) events.push({ type: 'InvoiceSaved', data: { SigningId: state.signingId, Invoice: invoice } });
  const changes: Partial<SigningDetails> = {};
  if (state.details!.InvoiceNumber !== String(invoice.InvoiceNumber)) changes.InvoiceNumber = String(invoice.InvoiceNumber);
  if (!state.details!.InvoiceSent) changes.InvoiceSent = invoice.InvoiceDate;
  if (Object.keys(changes).length) events.push({ type: 'SigningDetailsChanged', data: { SigningId: state.signingId, Changes: changes } });
  return events;
}

/** Spec 001 §4: batch invoicing sets BatchInvoiceId, OnBatchInvoice and InvoiceSent on each of its signings. */
function decideBatchInvoice(command: Extract<SigningCommand, { type: 'AddToBatchInvoice' }>, state: SigningState): SigningEvent[] {
  const events: SigningEvent[] = [];
  if (state.batchInvoiceId !== command.batchInvoiceId) {
    events.push({
      type: 'AddedToBatchInvoice',
      data: { SigningId: state.signingId, BatchInvoiceId: command.batchInvoiceId, InvoiceNumber: command.invoiceNumber },
    });
  }
  if (!state.details!.InvoiceSent)
    events.push({ type: 'SigningDetailsChanged', data: { SigningId: state.signingId, Changes: { InvoiceSent: command.invoiceDate } } });
  return events;
}

/** The details a re-typed signing has: its type, that type's category and name (as a save would set them). */
export function retypedDetails(
  retyped: Pick<Extract<SigningEvent, { type: 'SigningRetyped' }>['data'], 'ToType' | 'AppointmentTypeCategoryId' | 'AppointmentTypeDescription'>,
): Pick<SigningDetails, 'LoanType' | 'AppointmentTypeCategoryId' | 'AppointmentTypeDescription'> {
  return {
    LoanType: retyped.ToType,
    AppointmentTypeCategoryId: retyped.AppointmentTypeCategoryId,
    AppointmentTypeDescription: retyped.AppointmentTypeDescription,
  };
}

/**
 * Only a signing still of `fromType` is re-typed: one already re-typed (a retried merge) or given
 * another type since records nothing. Nothing else of the signing changes (its loan number, RON and
 * fee are what happened, whatever the work is now called).
 */
function decideRetype(command: Extract<SigningCommand, { type: 'RetypeSigning' }>, state: SigningState): SigningEvent[] {
  if (state.details!.LoanType !== command.fromType) return [];
  return [
    {
      type: 'SigningRetyped',
      data: {
        SigningId: state.signingId,
        FromType: command.fromType,
        ToType: command.toType,
        AppointmentTypeCategoryId: command.categoryId,
        AppointmentTypeDescription: command.description,
        Reason: command.reason,
      },
    },
  ];
}
