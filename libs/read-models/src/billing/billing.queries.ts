import type { SubscriptionFacts } from '@notary/domain';
import type { ReadModelCatalog } from '@notary/projection-runtime';
import { SUBSCRIPTIONS, type SubscriptionDocument } from './billing.document';

export function findSubscription(catalog: ReadModelCatalog, ownerId: string): Promise<SubscriptionDocument | null> {
  return catalog.collection<SubscriptionDocument>(SUBSCRIPTIONS).findOne({ _id: ownerId, OwnerId: ownerId });
}

const RENEWING = ['Active', 'Delinquent'];

/**
 * Subscriptions whose paid period has ended and that still renew: the renewal scheduler's
 * candidates; one owner's by its id (a sweep for one notary, after their billing changed).
 */
export async function renewalCandidates(catalog: ReadModelCatalog, now: Date, ownerId?: string): Promise<SubscriptionDocument[]> {
  const due = now.toISOString();
  if (ownerId) {
    const subscription = await findSubscription(catalog, ownerId);
    return subscription && RENEWING.includes(subscription.Status ?? '') && subscription.PeriodEnd !== null && subscription.PeriodEnd <= due
      ? [subscription]
      : [];
  }
  return catalog.collection<SubscriptionDocument>(SUBSCRIPTIONS).find({ Status: { $in: RENEWING }, PeriodEnd: { $lte: due } });
}

export const subscriptionFactsOf = (document: SubscriptionDocument | null): SubscriptionFacts | null =>
  document?.SubscriptionId && document.Status && document.PlanId && document.PeriodEnd
    ? { planId: document.PlanId, status: document.Status, periodEnd: document.PeriodEnd, endsAt: document.EndsAt }
    : null;
