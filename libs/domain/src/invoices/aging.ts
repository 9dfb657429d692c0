import type { PaymentTermsCode } from '@notary/events';
import { fromCents, toCents } from '../shared/money';
import { dueDateOf } from './payment-terms';

/**
 * Receivables aging: what customers still owe on invoiced signings, by how long it is past due, in
 * the buckets a bookkeeper uses: not yet due (Current), 1-30, 31-60, 61-90 and over 90 days.
 */
export const AGING_BUCKETS = ['Current', 'Days1To30', 'Days31To60', 'Days61To90', 'Over90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
/** A signing with a balance whose invoice has not gone out: owed, but not yet receivable. */
export type OpenBalanceBucket = AgingBucket | 'NotInvoiced';

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** Whole days from one local date (YYYY-MM-DD) to another; negative when `to` comes first. */
export const daysBetween = (from: string, to: string): number => Math.round(dayNumber(to) - dayNumber(from));

/** The local date `days` before `date`. */
export const daysBefore = (date: string, days: number): string => new Date((dayNumber(date) - days) * DAY_MS).toISOString().slice(0, 10);

/** The bucket of a balance this many days past its due date (0 or less: not yet due). */
export function agingBucketOf(daysPastDue: number): AgingBucket {
  if (daysPastDue <= 0) return 'Current';
  if (daysPastDue <= 30) return 'Days1To30';
  if (daysPastDue <= 60) return 'Days31To60';
  if (daysPastDue <= 90) return 'Days61To90';
  return 'Over90';
}

/** A signing that still has a balance, as the aging reads it. */
export interface OpenBalance {
  CustomerId: string | null;
  CustomerName: string;
  /** The local date the invoice went out; null: not invoiced yet. */
  InvoiceSent: string | null;
  /** The due date of the invoice the notary saved, if one was saved. */
  SavedDueDate: string | null;
  Balance: number;
}

export type AgedBalance<T extends OpenBalance = OpenBalance> = T & {
  DueDate: string | null;
  /** Days past the due date as of the day asked about (0 or less: not yet due); null when not invoiced. */
  DaysPastDue: number | null;
  Bucket: OpenBalanceBucket;
};

/** The terms a signing's customer pays on (its own, else the notary's default): see paymentTermsFor. */
export type TermsOf = (customerId: string | null) => PaymentTermsCode;

/**
 * When each balance is due and how late it is on `asOf`: the saved invoice's due date, else the
 * date the invoice went out plus the customer's terms (a signing marked as invoiced without an
 * invoice saved here, or invoiced before terms existed).
 */
export function ageBalances<T extends OpenBalance>(balances: readonly T[], termsOf: TermsOf, asOf: string): AgedBalance<T>[] {
  return balances.map((balance) => {
    if (!balance.InvoiceSent) return { ...balance, DueDate: null, DaysPastDue: null, Bucket: 'NotInvoiced' as const };
    const DueDate = balance.SavedDueDate ?? dueDateOf(balance.InvoiceSent, termsOf(balance.CustomerId));
    const DaysPastDue = daysBetween(DueDate, asOf);
    return { ...balance, DueDate, DaysPastDue, Bucket: agingBucketOf(DaysPastDue) };
  });
}

/** A signing paid in full: the dates its invoice went out and it was marked paid. */
export interface PaidInvoice {
  CustomerId: string | null;
  InvoiceSent: string;
  InvoicePaid: string;
}

/**
 * Averages over invoices paid in the year before the day asked about: how a customer pays now,
 * not five years ago, and a bounded read for a notary with thousands of paid signings.
 */
export const DAYS_TO_PAY_WINDOW = 365;
export const paidSinceFor = (asOf: string) => daysBefore(asOf, DAYS_TO_PAY_WINDOW);

export type AgingFigures = Record<AgingBucket, number> & { Total: number; SigningCount: number };

export interface CustomerAging extends AgingFigures {
  CustomerId: string | null;
  CustomerName: string;
  /** Average days from the invoice going out to being paid in full; null when none was paid. */
  AverageDaysToPay: number | null;
}

export interface AgingReport {
  Customers: CustomerAging[];
  Totals: AgingFigures & { AverageDaysToPay: number | null };
  NotInvoiced: { Total: number; SigningCount: number };
}

/** "No customer" groups the signings that name none. */
export const NO_CUSTOMER_NAME = 'No customer';

type Tally = { cents: Record<AgingBucket, number>; count: number };
const emptyTally = (): Tally => ({ cents: { Current: 0, Days1To30: 0, Days31To60: 0, Days61To90: 0, Over90: 0 }, count: 0 });

function figuresOf(tally: Tally): AgingFigures {
  const figures = Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, fromCents(tally.cents[bucket])])) as Record<AgingBucket, number>;
  const total = AGING_BUCKETS.reduce((sum, bucket) => sum + tally.cents[bucket], 0);
  return { ...figures, Total: fromCents(total), SigningCount: tally.count };
}

/** Days to pay, one decimal; a signing paid before its invoice went out took 0 days. */
function averageDaysToPay(paid: readonly PaidInvoice[]): number | null {
  if (paid.length === 0) return null;
  const days = paid.reduce((sum, invoice) => sum + Math.max(0, daysBetween(invoice.InvoiceSent, invoice.InvoicePaid)), 0);
  return Math.round((days / paid.length) * 10) / 10;
}

/**
 * The aging per customer (most owed first), the totals of every bucket, and apart what is owed on
 * signings not invoiced yet. Money is added in whole cents.
 */
export function agingReport(aged: readonly AgedBalance[], paid: readonly PaidInvoice[]): AgingReport {
  const customers = new Map<string | null, { name: string; tally: Tally }>();
  const totals = emptyTally();
  let notInvoicedCents = 0;
  let notInvoicedCount = 0;
  for (const balance of aged) {
    if (balance.Bucket === 'NotInvoiced') {
      notInvoicedCents += toCents(balance.Balance);
      notInvoicedCount += 1;
      continue;
    }
    let row = customers.get(balance.CustomerId);
    if (!row) customers.set(balance.CustomerId, (row = { name: balance.CustomerId ? balance.CustomerName : NO_CUSTOMER_NAME, tally: emptyTally() }));
    for (const tally of [row.tally, totals]) {
      tally.cents[balance.Bucket] += toCents(balance.Balance);
      tally.count += 1;
    }
  }
  const paidBy = new Map<string | null, PaidInvoice[]>();
  for (const invoice of paid) {
    const ofCustomer = paidBy.get(invoice.CustomerId);
    if (ofCustomer) ofCustomer.push(invoice);
    else paidBy.set(invoice.CustomerId, [invoice]);
  }
  const rows = [...customers].map(([CustomerId, { name, tally }]): CustomerAging => ({
    CustomerId,
    CustomerName: name,
    ...figuresOf(tally),
    AverageDaysToPay: averageDaysToPay(paidBy.get(CustomerId) ?? []),
  }));
  rows.sort((a, b) => b.Total - a.Total || a.CustomerName.localeCompare(b.CustomerName));
  return {
    Customers: rows,
    Totals: { ...figuresOf(totals), AverageDaysToPay: averageDaysToPay(paid) },
    NotInvoiced: { Total: fromCents(notInvoicedCents), SigningCount: notInvoicedCount },
  };
}
