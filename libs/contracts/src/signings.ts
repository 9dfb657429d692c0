import { z } from 'zod';
import { SORTABLE_COLUMNS, STATUS_FILTERS } from './wire-values';
import {
  id,
  localDate,
  money,
  optionalId,
  optionalLocalDate,
  paging,
  revision,
  smallId,
  text,
  timeOfDay,
  year,
  type TimeOfDay,
  type Written,
} from './primitives';

const count = (max: number) =>
  z
    .number()
    .int()
    .min(0)
    .max(max)
    .nullable()
    .optional()
    .transform((value) => value ?? null);
/** A chosen type of work or carrier: 0, null or absent mean none. */
const optionalChoice = () =>
  smallId()
    .nullable()
    .optional()
    .transform((value) => value || null);
const optionalMoney = () =>
  money()
    .nullable()
    .optional()
    .transform((value) => value ?? null);

/** A payment row of the edit form; a row without a PaidDate is dropped on save (spec 000 §5). */
const PaymentRow = z.object({
  PaymentId: z.union([z.literal(''), id()]).optional(),
  PaidDate: optionalLocalDate(),
  Amount: optionalMoney(),
  CheckNumber: text(30).default(''),
});

/** The fields of a signing the notary edits (spec 000 §3, 001 §3) and that come back as they went. */
const SigningFields = z.object({
  AppointmentDate: localDate(),
  AppointmentTime: timeOfDay(),
  LastName: text(100),
  FirstName: text(100).default(''),
  CustomerId: optionalId(),
  ContactId: optionalId(),
  /** The type of work (the wire's name for it is LoanType). */
  LoanType: optionalChoice(),
  Address1: text(200).default(''),
  Address2: text(200).default(''),
  City: text(100).default(''),
  State: text(20).default(''),
  Zip: text(10).default(''),
  CellPhone: text(30).default(''),
  EmailAddress: text(254).default(''),
  CoSignerName: text(200).default(''),
  CoSignerCellPhone: text(30).default(''),
  CoSignerEmailAddress: text(254).default(''),
  OrderNumber: text(60).default(''),
  LoanNumber: text(60).default(''),
  /** The fee, in dollars. */
  Amount: optionalMoney(),
  InvoiceNumber: text(30).default(''),
  /** Local date the invoice went out; the Unpaid 30/45/60/90 filters count from it. */
  InvoiceSent: optionalLocalDate(),
  /** Local date the signing was paid in full. */
  InvoicePaid: optionalLocalDate(),
  StartMileage: count(10_000_000),
  EndMileage: count(10_000_000),
  Signatures: count(10_000),
  Documents: count(10_000),
  /** The tracking company (carrier) the documents were sent with. */
  TrackingSentBy: optionalChoice(),
  TrackingNumber: text(60).default(''),
  /** Remote online notarization. */
  RON: z.boolean().default(false),
});

/**
 * A signing as the edit dialog saves it. The wire gives the duration as hours and minutes (the
 * form's two pickers); the signing keeps minutes (hours x 60 + minutes, spec 001 §5).
 */
export const SigningBody = SigningFields.extend({
  /** Blank for a new signing. */
  Id: optionalId(),
  Revision: revision(),
  AppointmentDurationHour: z.number().int().default(1),
  AppointmentDurationMinute: z.number().int().default(0),
  Payments: z.array(PaymentRow).max(100).default([]),
});
export type SigningSaveBody = z.input<typeof SigningBody>;
export type SigningInput = z.output<typeof SigningBody>;

export interface Payment {
  PaymentId: string;
  PaidDate: string;
  Amount: number;
  CheckNumber: string;
}

/** One call with the signer, as the signing carries it. */
export interface ConfirmationEntry {
  Note: string;
  Confirmed: boolean;
  ConfirmationDate: string;
  ConfirmationTime: TimeOfDay;
  RecordedAt: string;
}

/** 'paid' when marked paid and nothing is owed, 'unpaid' when money is owed, 'none' when no amount. */
export type PaymentStatus = 'paid' | 'unpaid' | 'none';

/** A signing as get/{id}, getpage, the calendar and prepareprint answer it. */
export interface Signing extends z.output<typeof SigningFields> {
  Id: string;
  /** The revision it was read at; sent back on save, so a stale edit answers 409. */
  Revision: number | null;
  CustomerName: string;
  /** Minutes; null when none was given. */
  AppointmentDuration: number | null;
  AppointmentDurationHour: number;
  AppointmentDurationMinute: number;
  /** The type of work's category when it was chosen: 1 general notary work, 2 loan signing, 3 other. */
  AppointmentTypeCategoryId: number | null;
  AppointmentTypeDescription: string;
  /** Local wall-clock start and end, YYYY-MM-DDTHH:mm. */
  AppointmentDateTime: string;
  AppointmentDateTimeEnd: string;
  Year: number;
  /** MM/DD/YYYY, as the product shows dates. */
  ShortDate: string;
  InvoiceSentShortDate: string;
  InvoicePaidShortDate: string;
  Payments: Payment[];
  AmountPaid: number;
  Balance: number;
  PaymentStatus: PaymentStatus;
  /** Miles driven for this signing. */
  Mileage: number;
  HasMileage: boolean;
  HasSignatures: boolean;
  Confirmed: boolean;
  /** Only where one signing is read (get/{id}, save); lists leave it out. */
  ConfirmationHistory?: ConfirmationEntry[];
}

/**
 * getblank: a new signing's form (9:00 AM, one hour, nothing else filled). What a stored signing
 * works out from its date, invoice, payments and mileage is not there until it is saved.
 */
export type BlankSigning = Omit<
  Signing,
  'AppointmentDateTime' | 'AppointmentDateTimeEnd' | 'Year' | 'InvoiceSentShortDate' | 'InvoicePaidShortDate' | 'PaymentStatus' | 'HasMileage' | 'HasSignatures'
>;

export interface SigningSaveAnswer extends Signing, Written {
  /** Nothing differed from what was stored, so nothing was written (spec 001 §5). */
  Unchanged: boolean;
}

/** getpage and getpagebydate: a year, All, or Custom with StartDate and EndDate, plus the list's filters. */
export const SigningPageBody = z.object({
  ...paging,
  Year: z
    .union([
      year(),
      z.literal('All'),
      z.literal('Custom'),
      z
        .string()
        .regex(/^\d{4}$/)
        .transform(Number),
    ])
    .default('All'),
  StartDate: optionalLocalDate(),
  EndDate: optionalLocalDate(),
  CustomerId: optionalId(),
  Status: z.enum(STATUS_FILTERS).default('All'),
  LoanTypes: z.array(smallId()).max(500).default([]),
  Search: text(100).default(''),
  SortBy: z.enum(SORTABLE_COLUMNS).optional(),
  SortDirection: z.enum(['asc', 'desc']).optional(),
  /** The notary's local date: the days-past filters count from it. */
  Today: optionalLocalDate(),
});
export type SigningPageRequest = z.input<typeof SigningPageBody>;
export type SigningPageQuery = z.output<typeof SigningPageBody>;

export interface SigningPage {
  Appointments: Signing[];
  TotalCount: number;
  PageNumber: number;
  PageSize: number;
}

export const SigningIdParam = id();
/** prepareprint: the signings to print. */
export const SigningIdList = z.array(id()).max(1000);

export const BatchPaymentBody = z.object({
  SigningIds: z.array(id()).min(1).max(500),
  PaymentDate: localDate(),
  CheckNumber: text(30).default(''),
});
export type BatchPaymentRequest = z.input<typeof BatchPaymentBody>;
export interface BatchPaymentAnswer extends Written {
  Response: string;
  Count: number;
}

export interface DeleteAnswer extends Written {
  Id: string;
}

export const ConfirmationBody = z.object({
  AppointmentId: id(),
  Note: text(1000).default(''),
  Confirmed: z.boolean(),
  ConfirmationDateTime: localDate(),
  ConfirmationTime: timeOfDay(),
});
export type ConfirmationRequest = z.input<typeof ConfirmationBody>;

export interface ConfirmationHistoryEntry {
  AppointmentId: string;
  Note: string;
  Confirmed: boolean;
  /** MM/DD/YYYY. */
  ConfirmationDateTime: string;
  ConfirmationTime: TimeOfDay;
  RecordedAt: string;
}

/** GetAppointmentConfirmationHistory/{id} (spec 000 §3): the calls, plus notes to pick from. */
export interface ConfirmationHistory {
  AppointmentId: string;
  Confirmed: boolean;
  ConfirmationHistory: ConfirmationHistoryEntry[];
  PresetConfirmationNotes: string[];
  PresetNonConfirmationNotes: string[];
}
export interface ConfirmationSaveAnswer extends Written {
  AppointmentId: string;
  Confirmed: boolean;
  ConfirmationHistory: ConfirmationHistoryEntry[];
}
