import type { SubscriptionFacts } from '@notary/domain';
import type { ReadModelCatalog } from '@notary/projection-runtime';
import { SUBSCRIPTIONS, type SubscriptionDocument } from './billing.document';

export function findSubscription(catalog: ReadModelCatalog, ownerId: string): Promise<SubscriptionDocument | null> {
  return catalog.collection<SubscriptionDocument>(SUBSCRIPTIONS).findOne({ _id: ownerId, OwnerId: ownerId });
}

/** Subscriptions whose paid period has ended and that still renew: the renewal scheduler's candidates. */
export function renewalCandidates(catalog: ReadModelCatalog, now: Date): Promise<SubscriptionDocument[]> {
  return catalog.collection<SubscriptionDocument>(SUBSCRIPTIONS).find({ Status: { $in: ['Active', 'Delinquent'] }, PeriodEnd: { $lte: now.toISOString() } });
}

export const subscriptionFactsOf = (document: SubscriptionDocument | null): SubscriptionFacts | null =>
  document?.SubscriptionId && document.Status && document.PlanId && document.PeriodEnd
    ? { planId: document.PlanId, status: document.Status, periodEnd: document.PeriodEnd, endsAt: document.EndsAt }
    : null;
