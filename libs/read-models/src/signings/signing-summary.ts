import type { ProjectedCollection, ProjectedDocument } from '@notary/projection-runtime';
import type { SigningDocument } from './signing.document';

/**
 * The dashboard's numbers, kept per owner, year, category and month so a summary reads at most 36
 * small documents. Money is kept in cents so repeated additions stay exact.
 */
export interface SummaryBucket extends ProjectedDocument {
  OwnerId: string;
  Year: number;
  /** 0 for signings without a type of work. */
  CategoryId: number;
  Month: number;
  AppointmentCount: number;
  TotalCents: number;
  PaidCents: number;
  UnpaidCents: number;
}

interface Contribution {
  key: string;
  bucket: Pick<SummaryBucket, 'OwnerId' | 'Year' | 'CategoryId' | 'Month'>;
  counts: Pick<SummaryBucket, 'AppointmentCount' | 'TotalCents' | 'PaidCents' | 'UnpaidCents'>;
}

const cents = (dollars: number) => Math.round(dollars * 100);

export function contributionOf(
  signing: Pick<SigningDocument, 'OwnerId' | 'AppointmentDate' | 'AppointmentTypeCategoryId' | 'Amount' | 'AmountPaid' | 'Balance' | 'PaymentStatus'> | null,
): Contribution | null {
  if (!signing) return null;
  const bucket = {
    OwnerId: signing.OwnerId,
    Year: Number(signing.AppointmentDate.slice(0, 4)),
    CategoryId: signing.AppointmentTypeCategoryId ?? 0,
    Month: Number(signing.AppointmentDate.slice(5, 7)),
  };
  return {
    key: `${bucket.OwnerId}:${bucket.Year}:${bucket.CategoryId}:${bucket.Month}`,
    bucket,
    counts: {
      AppointmentCount: 1,
      TotalCents: cents(signing.Amount ?? 0),
      PaidCents: cents(signing.AmountPaid),
      UnpaidCents: signing.PaymentStatus === 'unpaid' ? cents(signing.Balance) : 0,
    },
  };
}

/** Moves a signing's numbers from the bucket it was in to the one it is in now. */
export async function applyContributionChange(
  buckets: ProjectedCollection<SummaryBucket>,
  before: Contribution | null,
  after: Contribution | null,
): Promise<void> {
  const deltas = new Map<string, { bucket: Contribution['bucket']; inc: Record<string, number> }>();
  const add = (contribution: Contribution | null, sign: 1 | -1) => {
    if (!contribution) return;
    const entry = deltas.get(contribution.key) ?? { bucket: contribution.bucket, inc: { AppointmentCount: 0, TotalCents: 0, PaidCents: 0, UnpaidCents: 0 } };
    for (const [field, value] of Object.entries(contribution.counts)) entry.inc[field] += sign * value;
    deltas.set(contribution.key, entry);
  };
  add(before, -1);
  add(after, 1);
  for (const [key, { bucket, inc }] of deltas) {
    if (Object.values(inc).every((value) => value === 0)) continue;
    await buckets.updateOne({ _id: key }, { $inc: inc, $setOnInsert: bucket }, { upsert: true });
  }
}
