import { z } from 'zod';
import { STATUS_FILTERS, SORTABLE_COLUMNS } from '@notary/read-models';
import { localDate, optionalLocalDate, timeOfDay } from '../http/dates';
import { id, money, text } from '../http/validation';

const nullableCount = (max: number) => z.number().int().min(0).max(max).nullable().optional().transform((v) => v ?? null);
const nullableId = () => z.union([z.literal(''), z.null(), id()]).optional().transform((v) => v || null);

const PaymentRow = z.object({
  PaymentId: z.union([z.literal(''), id()]).optional(),
  PaidDate: optionalLocalDate(),
  Amount: money().nullable().optional().transform((v) => v ?? null),
  CheckNumber: text(30).default(''),
});

/** A signing as the edit dialog sends it (spec 000 §3, 001 §3); fields not named here are dropped. */
export const SigningBody = z.object({
  Id: z.union([z.literal(''), z.null(), id()]).optional().transform((v) => v || null),
  /** The Revision the form was opened at; a signing changed since then answers 409. */
  Revision: z.number().int().min(0).nullable().optional().transform((v) => v ?? null),
  AppointmentDate: localDate(),
  AppointmentTime: timeOfDay(),
  AppointmentDurationHour: z.number().int().default(1),
  AppointmentDurationMinute: z.number().int().default(0),
  LastName: text(100),
  FirstName: text(100).default(''),
  CustomerId: nullableId(),
  ContactId: nullableId(),
  LoanType: z.number().int().min(0).max(1_000_000).nullable().optional().transform((v) => v || null),
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
  Amount: money().nullable().optional().transform((v) => v ?? null),
  InvoiceNumber: text(30).default(''),
  InvoiceSent: optionalLocalDate(),
  InvoicePaid: optionalLocalDate(),
  StartMileage: nullableCount(10_000_000),
  EndMileage: nullableCount(10_000_000),
  Signatures: nullableCount(10_000),
  Documents: nullableCount(10_000),
  TrackingSentBy: z.number().int().min(0).max(1_000_000).nullable().optional().transform((v) => v || null),
  TrackingNumber: text(60).default(''),
  RON: z.boolean().default(false),
  Payments: z.array(PaymentRow).max(100).default([]),
});
export type SigningBody = z.infer<typeof SigningBody>;

export const SigningPageBody = z.object({
  PageNumber: z.number().int().min(1).max(100_000).default(1),
  PageSize: z.number().int().min(1).max(500).default(100),
  Year: z.union([z.number().int().min(1900).max(2200), z.literal('All'), z.literal('Custom'), z.string().regex(/^\d{4}$/).transform(Number)]).default('All'),
  StartDate: optionalLocalDate(),
  EndDate: optionalLocalDate(),
  CustomerId: nullableId(),
  Status: z.enum(STATUS_FILTERS).default('All'),
  LoanTypes: z.array(z.number().int().min(0).max(1_000_000)).max(500).default([]),
  Search: text(100).default(''),
  SortBy: z.enum(SORTABLE_COLUMNS).optional(),
  SortDirection: z.enum(['asc', 'desc']).optional(),
  Today: optionalLocalDate(),
});
export type SigningPageBody = z.infer<typeof SigningPageBody>;

export const SummaryBody = z.object({
  Year: z.number().int().min(1900).max(2200),
  CategoryTypes: z.array(z.number().int().min(0).max(3)).max(4).default([]),
});

export const NextAppointmentBody = z.object({
  Year: z.number().int().min(1900).max(2200),
  Month: z.number().int().min(1).max(12),
  Day: z.number().int().min(1).max(31),
  Hour: z.number().int().min(0).max(23).default(0),
  Minute: z.number().int().min(0).max(59).default(0),
});

export const IdList = z.array(id()).max(1000);

export const BatchPaymentBody = z.object({
  SigningIds: z.array(id()).min(1).max(500),
  PaymentDate: localDate(),
  CheckNumber: text(30).default(''),
});

export const ConfirmationBody = z.object({
  AppointmentId: id(),
  Note: text(1000).default(''),
  Confirmed: z.boolean(),
  ConfirmationDateTime: localDate(),
  ConfirmationTime: timeOfDay(),
});

export const YearParam = z.string().regex(/^\d{4}$/, 'must be a year').transform(Number);
export const IdParam = id();
