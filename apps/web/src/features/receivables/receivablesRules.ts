import type { AgingBucket, CustomerAging, OpenBalanceBucket, ReceivablesAging } from '@notary/contracts';
import { AGING_BUCKETS, NO_CUSTOMER, NOT_INVOICED } from '@notary/contracts/wire-values';

/** The buckets as the table's headers and the chart's legend say them. */
export const BUCKET_LABELS: Readonly<Record<OpenBalanceBucket, string>> = {
  Current: 'Current',
  Days1To30: '1-30',
  Days31To60: '31-60',
  Days61To90: '61-90',
  Over90: 'Over 90',
  NotInvoiced: 'Not invoiced yet',
};

/** The buckets in words, for headings and screen readers. */
export const BUCKET_WORDS: Readonly<Record<OpenBalanceBucket, string>> = {
  Current: 'not yet due',
  Days1To30: '1 to 30 days past due',
  Days31To60: '31 to 60 days past due',
  Days61To90: '61 to 90 days past due',
  Over90: 'over 90 days past due',
  NotInvoiced: 'not invoiced yet',
};

/** Green while not due, through amber to red the later it gets. */
export const BUCKET_COLORS: Readonly<Record<AgingBucket, string>> = {
  Current: '#2e8b57',
  Days1To30: '#d9a21b',
  Days31To60: '#dd7a22',
  Days61To90: '#c94f24',
  Over90: '#9f1d14',
};

/**
 * One figure of the aging, whose signings are listed: a customer's (its id, or `none` for the
 * signings without one) or every customer's (null); one bucket, or the Total (null).
 */
export interface FigureChoice {
  customer: string | null;
  bucket: OpenBalanceBucket | null;
}

export const customerKey = (row: Pick<CustomerAging, 'CustomerId'>): string => row.CustomerId ?? NO_CUSTOMER;

const BUCKET_PARAMS: readonly string[] = [...AGING_BUCKETS, NOT_INVOICED];

/** The figure named in the page's address (?customer=…&bucket=…), so it can be bookmarked and gone back to. */
export function choiceFromParams(params: URLSearchParams): FigureChoice | null {
  const customer = params.get('customer');
  const bucket = params.get('bucket');
  if (customer === null && bucket === null) return null;
  return {
    customer: customer || null,
    bucket: bucket && BUCKET_PARAMS.includes(bucket) ? (bucket as OpenBalanceBucket) : null,
  };
}

export function paramsOfChoice(choice: FigureChoice): Record<string, string> {
  return { customer: choice.customer ?? '', bucket: choice.bucket ?? '' };
}

export const sameChoice = (a: FigureChoice | null, b: FigureChoice | null) => !!a && !!b && a.customer === b.customer && a.bucket === b.bucket;

/** "First American Title, 61 to 90 days past due", "All customers, all invoiced", "Not invoiced yet". */
export function choiceTitle(choice: FigureChoice, aging: ReceivablesAging | undefined): string {
  if (choice.bucket === NOT_INVOICED && !choice.customer) return 'Signings not invoiced yet';
  const row = aging?.Customers.find((candidate) => customerKey(candidate) === choice.customer);
  const who = !choice.customer ? 'All customers' : (row?.CustomerName ?? (choice.customer === NO_CUSTOMER ? 'No customer' : 'This customer'));
  return `${who}, ${choice.bucket ? BUCKET_WORDS[choice.bucket] : 'every invoice still owed'}`;
}

/** 0 or less: not yet due (with the days left); null: no invoice, so no due date. */
export function pastDueText(days: number | null): string {
  if (days === null) return '';
  if (days === 0) return 'Due today';
  if (days < 0) return `Due in ${-days} day${days === -1 ? '' : 's'}`;
  return `${days} day${days === 1 ? '' : 's'} late`;
}

/** Average days to pay as the table shows it: "27.5 days", or a dash when none was paid. */
export const daysToPayText = (days: number | null): string => (days === null ? '—' : `${days} day${days === 1 ? '' : 's'}`);

/** What is past due: everything but what is not due yet. */
export const pastDueTotal = (figures: Record<AgingBucket, number>) =>
  Math.round(AGING_BUCKETS.filter((bucket) => bucket !== 'Current').reduce((sum, bucket) => sum + Math.round(figures[bucket] * 100), 0)) / 100;

/** A chart of more bars than this is unreadable on a phone; the table lists every customer. */
export const CHART_CUSTOMERS = 10;

/** The customers the chart draws: those owed most (the server sends them most owed first). */
export const chartRows = (aging: ReceivablesAging): CustomerAging[] => [...aging.Customers].sort((a, b) => b.Total - a.Total).slice(0, CHART_CUSTOMERS);
