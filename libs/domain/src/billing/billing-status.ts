import type { BillingView } from '../accounts/trial';
import type { SubscriptionState, SubscriptionStatus } from './subscription.decider';

/** What the billing answer needs to know of a subscription (from the stream or the read model). */
export interface SubscriptionFacts {
  planId: string;
  status: SubscriptionStatus;
  periodEnd: string;
  endsAt: string | null;
}

export type PaidStatus = 'Active' | 'Delinquent' | 'Cancelled' | 'Subscription Expired';

/**
 * The Status of spec 000 §3/§4 once a notary has paid: Active; Delinquent while a failed renewal is
 * retried (still working); Cancelled until the paid period ends; then Subscription Expired, which
 * confines the notary to Billing like an expired trial.
 */
export function paidStatus(sub: SubscriptionFacts, now: Date): PaidStatus {
  if (sub.status === 'Active' || sub.status === 'Delinquent') return sub.status;
  if (sub.status === 'Cancelled' && sub.endsAt && Date.parse(sub.endsAt) > now.getTime()) return 'Cancelled';
  return 'Subscription Expired';
}

/** The trial's view, overridden by the subscription once there is one. */
export function withSubscription(
  view: BillingView,
  sub: SubscriptionFacts | null,
  now: Date,
): Omit<BillingView, 'Status'> & { Status: BillingView['Status'] | PaidStatus } {
  if (!sub) return view;
  return {
    ...view,
    PlanId: sub.planId,
    Status: paidStatus(sub, now),
    TrialDaysRemaining: 0,
    TrialSigningsRemaining: 0,
    TrialSigningsAllowed: 0,
    TrialEndedBy: null,
  };
}

/** Whether writes are refused (402): the trial or the subscription has ended. */
export const confinedToBilling = (status: string): boolean => status === 'Trial Expired' || status === 'Subscription Expired';

/** The same facts from the account stream's state (consistent, where the read model may lag). */
export const subscriptionFactsOfState = (sub: SubscriptionState | null): SubscriptionFacts | null =>
  sub ? { planId: sub.planId, status: sub.status, periodEnd: sub.periodEnd, endsAt: sub.endsAt } : null;
