import type { DomainEvent } from './envelope';

/** A local wall-clock time of day, as the notary enters it. */
export interface TimeOfDay {
  Hour: number;
  Minute: number;
  AmPm: 'AM' | 'PM';
}

/**
 * What a notary records about a signing (an appointment). Dates are local calendar dates
 * (YYYY-MM-DD) and AppointmentDateTime a local wall-clock time (YYYY-MM-DDTHH:mm): a signing at
 * 2 PM is at 2 PM wherever the notary's browser is.
 */
export type SigningDetails = {
  AppointmentDate: string;
  AppointmentTime: TimeOfDay;
  /** Minutes; null when none was given. */
  AppointmentDuration: number | null;
  LastName: string;
  FirstName: string;
  CustomerId: string | null;
  ContactId: string | null;
  /** The type of work (the spec calls it LoanType); null when none. */
  LoanType: number | null;
  /** The type's category when it was chosen: 1 general notary work, 2 loan signing, 3 other. */
  AppointmentTypeCategoryId: number | null;
  AppointmentTypeDescription: string;
  Address1: string;
  Address2: string;
  City: string;
  State: string;
  Zip: string;
  CellPhone: string;
  EmailAddress: string;
  CoSignerName: string;
  CoSignerCellPhone: string;
  CoSignerEmailAddress: string;
  OrderNumber: string;
  LoanNumber: string;
  /** The fee for the signing, in dollars; null when none was given. */
  Amount: number | null;
  InvoiceNumber: string;
  /** Local date the invoice went out; the Unpaid 30/45/60/90 filters count from it. */
  InvoiceSent: string | null;
  /** Local date the signing was paid in full. */
  InvoicePaid: string | null;
  StartMileage: number | null;
  EndMileage: number | null;
  /** Notarial signatures taken (notary fees per signature are tracked apart for taxes). */
  Signatures: number | null;
  Documents: number | null;
  /** The tracking company (carrier) the documents were sent with. */
  TrackingSentBy: number | null;
  TrackingNumber: string;
  /** Remote online notarization. */
  RON: boolean;
};

export interface Payment {
  PaymentId: string;
  PaidDate: string;
  Amount: number;
  CheckNumber: string;
}

export interface ConfirmationEntry {
  Note: string;
  Confirmed: boolean;
  /** Local date (YYYY-MM-DD) and time the notary spoke with the signer. */
  ConfirmationDate: string;
  ConfirmationTime: TimeOfDay;
  RecordedAt: string;
}

/** Stream `signing-{SigningId}`. */
export type SigningScheduled = DomainEvent<'SigningScheduled', { SigningId: string; OwnerId: string; Details: SigningDetails }>;
export type SigningDetailsChanged = DomainEvent<'SigningDetailsChanged', { SigningId: string; Changes: Partial<SigningDetails> }>;
/** The date, time or length of the appointment moved. */
export type SigningRescheduled = DomainEvent<
  'SigningRescheduled',
  {
    SigningId: string;
    AppointmentDate: string;
    AppointmentTime: TimeOfDay;
    AppointmentDuration: number | null;
  }
>;
export type PaymentRecorded = DomainEvent<'PaymentRecorded', { SigningId: string; Payment: Payment }>;
export type PaymentCorrected = DomainEvent<'PaymentCorrected', { SigningId: string; Payment: Payment }>;
export type PaymentRemoved = DomainEvent<'PaymentRemoved', { SigningId: string; PaymentId: string }>;
export type SigningConfirmationRecorded = DomainEvent<'SigningConfirmationRecorded', { SigningId: string; Entry: ConfirmationEntry }>;
export type SigningDeleted = DomainEvent<'SigningDeleted', { SigningId: string }>;

/** How long the customer has to pay, counted from the invoice date. */
export type PaymentTermsCode = 'DueOnReceipt' | 'Net15' | 'Net30' | 'Net45';

/** A billed line: the signing's fee and the lines the notary adds (travel, printing, a rush fee). */
export interface InvoiceLineItem {
  Description: string;
  /** Dollars; may be negative for a discount. Payments are not lines here: they come from the signing. */
  Amount: number;
}

/** A signing's invoice as the notary saved it. */
export interface SavedInvoice {
  InvoiceNumber: number;
  /** Local dates, YYYY-MM-DD. */
  InvoiceDate: string;
  DueDate: string;
  PaymentTerms: PaymentTermsCode;
  /** Who is billed: the signing's customer unless the notary chose another contact of it. */
  CustomerId: string | null;
  ContactId: string | null;
  Notes: string;
  LineItems: InvoiceLineItem[];
}

/**
 * The notary saved the signing's invoice (stream `signing-{SigningId}`: the invoice lives and dies
 * with its signing). The signing's InvoiceNumber and InvoiceSent change in the same append, as a
 * SigningDetailsChanged beside it.
 */
export type InvoiceSaved = DomainEvent<'InvoiceSaved', { SigningId: string; Invoice: SavedInvoice }>;

/** The signing was put on a batch invoice (spec 001 §4: BatchInvoiceId, OnBatchInvoice; InvoiceSent beside it). */
export type AddedToBatchInvoice = DomainEvent<'AddedToBatchInvoice', { SigningId: string; BatchInvoiceId: string; InvoiceNumber: number }>;

/** Why a signing's type of work was changed other than by editing it. */
export type RetypeReason = 'merge';

/**
 * The signing's type of work was changed for it (not by editing the signing): its custom type was
 * merged into a standard one (Reason 'merge'). It carries the new type's name and category as they
 * were then, as a signing saved with that type would.
 */
export type SigningRetyped = DomainEvent<
  'SigningRetyped',
  {
    SigningId: string;
    FromType: number | null;
    ToType: number;
    AppointmentTypeCategoryId: number;
    AppointmentTypeDescription: string;
    Reason: RetypeReason;
  }
>;

export type SigningEvent =
  | SigningScheduled
  | SigningDetailsChanged
  | SigningRescheduled
  | PaymentRecorded
  | PaymentCorrected
  | PaymentRemoved
  | SigningConfirmationRecorded
  | InvoiceSaved
  | AddedToBatchInvoice
  | SigningRetyped
  | SigningDeleted;

export const signingStream = (signingId: string) => `signing-${signingId}`;
