import type { ConfirmationEntry, Payment, SavedInvoice, SigningDetails } from '@notary/events';
import type { PaymentStatus } from '@notary/domain';

export type { PaymentStatus };

/** A signing as lists, the calendar, the dashboard and the edit dialog read it. */
export type SigningView = SigningDetails & {
  Id: string;
  OwnerId: string;
  /** The signing stream's revision: a save sends it back, and a stale one answers 409. */
  Revision: number;
  /** Local wall-clock start, YYYY-MM-DDTHH:mm (24 h): sorts and filters as a string. */
  AppointmentDateTime: string;
  AppointmentDateTimeEnd: string;
  Year: number;
  /** MM/DD/YYYY, as the spec shows dates. */
  ShortDate: string;
  InvoiceSentShortDate: string;
  InvoicePaidShortDate: string;
  AppointmentDurationHour: number;
  AppointmentDurationMinute: number;
  CustomerName: string;
  /** The invoice as the notary last saved it (absent in documents projected before invoices existed). */
  Invoice?: SavedInvoice | null;
  /** The batch invoice it is on (spec 001's BatchInvoiceId, OnBatchInvoice); absent in older documents. */
  BatchInvoiceId?: string | null;
  OnBatchInvoice?: boolean;
  Payments: Payment[];
  AmountPaid: number;
  Balance: number;
  PaymentStatus: PaymentStatus;
  /** Miles driven for this signing. */
  Mileage: number;
  HasMileage: boolean;
  HasSignatures: boolean;
  Confirmed: boolean;
  ConfirmationHistory: ConfirmationEntry[];
  /** What the search box matches (names, address, numbers, phone, e-mail), lower-case, no accents. */
  SearchText: string;
  /** The customer's name as the search box matches it. */
  CustomerSearchName: string;
  CreatedAt: string;
  UpdatedAt: string;
};

export type SigningDocument = SigningView & { _id: string; _position?: number };

export const SIGNINGS = 'signings';
export const SIGNING_SUMMARIES = 'signing_summaries';
/** The signings projection's own copy of customer names, for the CustomerName column. */
export const SIGNING_CUSTOMERS = 'signing_customers';
/** Each payment received on a signing, by its date (cash-basis reports). */
export const SIGNING_PAYMENTS = 'signing_payments';
