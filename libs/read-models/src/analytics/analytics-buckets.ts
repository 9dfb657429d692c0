import { toCents } from '@notary/domain';
import type { ProjectedCollection, ProjectedDocument, ProjectionContext } from '@notary/projection-runtime';
import type { SigningView } from '../signings/signing.document';

/**
 * The analytics' numbers (spec 001 §2 "Business analytics", "Customer analytics"), kept as signings
 * change rather than summed per request: per owner, year, month and type of work (with the
 * signing's category), and per owner, year, month and customer. A year reads at most a few hundred
 * small documents whatever the number of signings. Money in cents so repeated additions stay exact.
 *
 * The signings projection keeps them, in its cross-stream step beside the dashboard's buckets: it
 * already holds each signing before and after every event, and one projection means one
 * checkpoint, so the analytics, the dashboard and the reports always agree at a log position.
 */
export const ANALYTICS_WORK_TYPES = 'analytics_work_types';
export const ANALYTICS_CUSTOMERS = 'analytics_customers';

interface BucketCounts {
  AppointmentCount: number;
  /** What the signings were billed (their Amount). */
  TotalCents: number;
  /** What has been paid on them to date (their AmountPaid). */
  PaidCents: number;
}

export interface WorkTypeBucket extends ProjectedDocument, BucketCounts {
  OwnerId: string;
  Year: number;
  Month: number;
  /** The signing's category of work; 0 without one. */
  CategoryId: number;
  /** The signing's type of work (LoanType); null without one. Named from settings when read. */
  WorkTypeId: number | null;
}

export interface CustomerBucket extends ProjectedDocument, BucketCounts {
  OwnerId: string;
  Year: number;
  Month: number;
  /** Null for signings without a customer. Named from the customers read model when read. */
  CustomerId: string | null;
}

type Counted = Pick<SigningView, 'OwnerId' | 'AppointmentDate' | 'AppointmentTypeCategoryId' | 'LoanType' | 'CustomerId' | 'Amount' | 'AmountPaid'>;

interface Contribution<B> {
  key: string;
  bucket: B;
  counts: BucketCounts;
}

type WorkTypeKey = Pick<WorkTypeBucket, 'OwnerId' | 'Year' | 'Month' | 'CategoryId' | 'WorkTypeId'>;
type CustomerKey = Pick<CustomerBucket, 'OwnerId' | 'Year' | 'Month' | 'CustomerId'>;

function countsOf(signing: Counted): BucketCounts {
  return { AppointmentCount: 1, TotalCents: toCents(signing.Amount ?? 0), PaidCents: toCents(signing.AmountPaid) };
}

const dateOf = (signing: Counted) => ({ Year: Number(signing.AppointmentDate.slice(0, 4)), Month: Number(signing.AppointmentDate.slice(5, 7)) });

export function workTypeContribution(signing: Counted | null): Contribution<WorkTypeKey> | null {
  if (!signing) return null;
  const bucket = { OwnerId: signing.OwnerId, ...dateOf(signing), CategoryId: signing.AppointmentTypeCategoryId ?? 0, WorkTypeId: signing.LoanType ?? null };
  return {
    key: `${bucket.OwnerId}:${bucket.Year}:${bucket.Month}:${bucket.CategoryId}:${bucket.WorkTypeId ?? ''}`,
    bucket,
    counts: countsOf(signing),
  };
}

export function customerContribution(signing: Counted | null): Contribution<CustomerKey> | null {
  if (!signing) return null;
  const bucket = { OwnerId: signing.OwnerId, ...dateOf(signing), CustomerId: signing.CustomerId || null };
  return { key: `${bucket.OwnerId}:${bucket.Year}:${bucket.Month}:${bucket.CustomerId ?? ''}`, bucket, counts: countsOf(signing) };
}

/**
 * Moves a signing's numbers from the buckets it counted in to those it counts in now. Deltas to
 * one bucket are joined first: a document is written at most once per event (the MongoDB
 * adapter's position guard would skip a second write at the same position).
 */
async function move<B extends object>(
  buckets: ProjectedCollection<ProjectedDocument>,
  before: Contribution<B> | null,
  after: Contribution<B> | null,
): Promise<void> {
  const deltas = new Map<string, { bucket: B; inc: BucketCounts }>();
  const add = (contribution: Contribution<B> | null, sign: 1 | -1) => {
    if (!contribution) return;
    const entry = deltas.get(contribution.key) ?? { bucket: contribution.bucket, inc: { AppointmentCount: 0, TotalCents: 0, PaidCents: 0 } };
    entry.inc.AppointmentCount += sign * contribution.counts.AppointmentCount;
    entry.inc.TotalCents += sign * contribution.counts.TotalCents;
    entry.inc.PaidCents += sign * contribution.counts.PaidCents;
    deltas.set(contribution.key, entry);
  };
  add(before, -1);
  add(after, 1);
  for (const [key, { bucket, inc }] of deltas) {
    if (inc.AppointmentCount === 0 && inc.TotalCents === 0 && inc.PaidCents === 0) continue;
    await buckets.updateOne({ _id: key }, { $inc: { ...inc }, $setOnInsert: bucket }, { upsert: true });
  }
}

/** Keeps both kinds of analytics bucket in step with one signing's change (null: none, or deleted). */
export async function applyAnalyticsChange(
  context: Pick<ProjectionContext, 'collection' | 'keeps'>,
  before: Counted | null,
  after: Counted | null,
): Promise<void> {
  if (context.keeps?.(ANALYTICS_WORK_TYPES) !== false) {
    await move(context.collection(ANALYTICS_WORK_TYPES), workTypeContribution(before), workTypeContribution(after));
  }
  if (context.keeps?.(ANALYTICS_CUSTOMERS) !== false) {
    await move(context.collection(ANALYTICS_CUSTOMERS), customerContribution(before), customerContribution(after));
  }
}
