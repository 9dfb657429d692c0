import type { Billing } from '@notary/contracts';

// Billing states from spec 000 §4. A beta user counts as a subscriber: never on trial,
// never expired, no banner.

/** `urgent`: 5 days or 5 signings left, or fewer: then the banner asks for attention. */
export type BillingBanner = { kind: 'trial'; text: string; urgent: boolean } | { kind: 'expired'; text: string };

/** From this many days or signings left, the trial's banner stands out. */
export const TRIAL_URGENT_AT = 5;

export function isTrialPlan(billing: Billing): boolean {
  return billing.PlanId === 'trial' && billing.Status === 'Trial' && !billing.BetaUser;
}

/** An expired trial or subscription confines the user to the Billing page. */
export function isConfinedToBilling(billing: Billing): boolean {
  if (billing.BetaUser) return false;
  return billing.Status === 'Trial Expired' || billing.Status === 'Subscription Expired';
}

export function billingBanner(billing: Billing): BillingBanner | null {
  if (billing.BetaUser) return null;
  if (billing.Status === 'Trial Expired') return { kind: 'expired', text: 'Your Trial has Expired' };
  if (billing.Status === 'Subscription Expired') return { kind: 'expired', text: 'Your Subscription has Expired' };
  // Not a banner of the spec: a refused renewal is retried, and the notary can settle it by a new card.
  if (billing.Status === 'Delinquent') return { kind: 'trial', text: 'Your last payment was declined: please update your card', urgent: true };
  if (isTrialPlan(billing)) {
    const days = count(billing.TrialDaysRemaining, 'day', 'days');
    const signings = count(billing.TrialSigningsRemaining, 'signing', 'signings');
    const urgent = billing.TrialDaysRemaining <= TRIAL_URGENT_AT || billing.TrialSigningsRemaining <= TRIAL_URGENT_AT;
    return { kind: 'trial', text: `Trial expires in ${days} or ${signings}`, urgent };
  }
  return null;
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** What ended the trial, in words, for the Billing page. */
export function trialEndedText(billing: Billing): string {
  if (billing.TrialEndedBy === 'signings') return `You have used the ${count(billing.TrialSigningsAllowed, 'signing', 'signings')} of your free trial.`;
  return 'The days of your free trial have run out.';
}
