import { DomainError } from '../shared';

/**
 * The trial (spec 000 §4): 30 days or 15 signings, whichever ends first (both configurable). The
 * billing answer is computed from the account and the signings used, so it is right even in the
 * moment between the last allowed signing and the TrialExpired event that records it.
 */
export interface TrialFacts {
  planId: string;
  startedAt: string;
  endsAt: string;
  signingsAllowed: number;
  signingsUsed: number;
  /** Set once TrialExpired is in the log. */
  expired: 'days' | 'signings' | null;
  betaUser: boolean;
}

export interface BillingView {
  PlanId: string;
  Status: 'Trial' | 'Trial Expired' | 'Active' | 'Subscription Expired';
  TrialDaysRemaining: number;
  TrialSigningsRemaining: number;
  BetaUser: boolean;
  TrialSigningsAllowed: number;
  TrialEndedBy: 'days' | 'signings' | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function trialDaysRemaining(endsAt: string, now: Date): number {
  return Math.max(0, Math.ceil((new Date(endsAt).getTime() - now.getTime()) / DAY_MS));
}

/** Which limit has run out, if any ('days' wins a tie: it is the one the notary sees coming). */
export function trialEndReason(facts: TrialFacts, now: Date): 'days' | 'signings' | null {
  if (facts.expired) return facts.expired;
  if (trialDaysRemaining(facts.endsAt, now) === 0) return 'days';
  if (facts.signingsUsed >= facts.signingsAllowed) return 'signings';
  return null;
}

export function billingView(facts: TrialFacts, now: Date): BillingView {
  const onTrial = facts.planId === 'trial';
  const endedBy = onTrial && !facts.betaUser ? trialEndReason(facts, now) : null;
  const ended = endedBy !== null;
  return {
    PlanId: facts.planId,
    Status: onTrial ? (ended ? 'Trial Expired' : 'Trial') : 'Active',
    TrialDaysRemaining: onTrial ? trialDaysRemaining(facts.endsAt, now) : 0,
    TrialSigningsRemaining: onTrial ? Math.max(0, facts.signingsAllowed - facts.signingsUsed) : 0,
    BetaUser: facts.betaUser,
    TrialSigningsAllowed: onTrial ? facts.signingsAllowed : 0,
    TrialEndedBy: endedBy,
  };
}

export const TRIAL_EXPIRED_MESSAGE = 'Your Trial has Expired';
export const SUBSCRIPTION_EXPIRED_MESSAGE = 'Your Subscription has Expired';

/** Once the trial has ended, records can be read but not changed: 402, in the product's words. */
export const trialExpired = () => new DomainError('payment_required', 'BILLING.TRIAL_EXPIRED', TRIAL_EXPIRED_MESSAGE);
export const subscriptionExpired = () => new DomainError('payment_required', 'BILLING.SUBSCRIPTION_EXPIRED', SUBSCRIPTION_EXPIRED_MESSAGE);
