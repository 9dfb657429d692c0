import { z } from 'zod';
import { localDate } from './primitives';
import { AGING_BUCKETS, NO_CUSTOMER, NOT_INVOICED, type AgingBucket, type OpenBalanceBucket } from './wire-values';

/** `AsOf`: the notary's today, from the browser (the server's date when absent). */
const asOf = () => localDate().optional();

/** GET /api/receivablesapi/aging?AsOf=YYYY-MM-DD */
export const AgingQuery = z.object({ AsOf: asOf() });
export type AgingRequest = z.input<typeof AgingQuery>;

/**
 * GET /api/receivablesapi/signings?CustomerId=&Bucket=&AsOf=: the signings behind one figure of
 * the aging. CustomerId: a customer's id, `none` for the signings without one, absent for all.
 * Bucket: one of the aging's buckets or NotInvoiced; absent: every invoiced balance (the Total).
 */
export const ReceivableSigningsQuery = z.object({
  AsOf: asOf(),
  CustomerId: z
    .string()
    .regex(new RegExp(`^(${NO_CUSTOMER}|[A-Za-z0-9-]{1,64})?$`), `must be a customer id, or ${NO_CUSTOMER} for signings without a customer`)
    .optional()
    .transform((value) => value || null),
  Bucket: z
    .union([z.literal(''), z.enum([...AGING_BUCKETS, NOT_INVOICED])], { error: `must be one of ${[...AGING_BUCKETS, NOT_INVOICED].join(', ')}` })
    .optional()
    .transform((value) => value || null),
});
export type ReceivableSigningsRequest = z.input<typeof ReceivableSigningsQuery>;

/** Dollars owed in each bucket, their total and how many signings make them up. */
export type AgingFigures = Record<AgingBucket, number> & { Total: number; SigningCount: number };

/** One customer's row ("No customer", CustomerId null, for signings that name none). */
export interface CustomerAging extends AgingFigures {
  CustomerId: string | null;
  CustomerName: string;
  /** Average days from the invoice going out to being paid in full, over the year before AsOf; null when none. */
  AverageDaysToPay: number | null;
}

export interface ReceivablesAging {
  AsOf: string;
  /** The first day of the window the average days to pay are taken over (a year before AsOf). */
  PaidSince: string;
  /** Most owed first. */
  Customers: CustomerAging[];
  Totals: AgingFigures & { AverageDaysToPay: number | null };
  /** Balances on signings whose invoice has not gone out yet: owed, but not receivable yet. */
  NotInvoiced: { Total: number; SigningCount: number };
}

export interface ReceivableSigning {
  /** The signing's id: its invoice is at /Invoice?signing={Id}. */
  Id: string;
  SignerName: string;
  AppointmentDate: string;
  CustomerId: string | null;
  CustomerName: string;
  /** '' when none was given. */
  InvoiceNumber: string;
  InvoiceSent: string | null;
  DueDate: string | null;
  /** Days past the due date on AsOf (0 or less: not yet due); null when not invoiced. */
  DaysPastDue: number | null;
  Bucket: OpenBalanceBucket;
  Balance: number;
}

export interface ReceivableSignings {
  AsOf: string;
  /** As asked: a customer's id, `none`, or null for all customers. */
  CustomerId: string | null;
  Bucket: OpenBalanceBucket | null;
  /** Most days past due first; not invoiced ones by signing date. */
  Signings: ReceivableSigning[];
  Total: number;
}
