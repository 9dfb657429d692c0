import { billingBanner, isConfinedToBilling, isTrialPlan, trialEndedText } from '../../apps/web/src/features/billing/billingRules';
import type { Billing } from '@notary/contracts';

// Spec 000 §4 (billing states, banners) and §6 (a beta user is not on trial; an expired trial is confined to Billing).

const billing = (overrides: Partial<Billing> = {}): Billing => ({
  PlanId: 'trial',
  Status: 'Trial',
  TrialDaysRemaining: 12,
  TrialSigningsRemaining: 8,
  BetaUser: false,
  TrialSigningsAllowed: 15,
  TrialEndedBy: null,
  AvailablePlans: [],
  SupportEmail: null,
  ...overrides,
});

describe('billing banner and trial', () => {
  it('shows how much of the trial is left, quietly until 5 days or 5 signings are left', () => {
    expect(billingBanner(billing())).toEqual({ kind: 'trial', text: 'Trial expires in 12 days or 8 signings', urgent: false });
    expect(billingBanner(billing({ TrialSigningsRemaining: 5 }))).toMatchObject({ urgent: true });
    expect(billingBanner(billing({ TrialDaysRemaining: 5, TrialSigningsRemaining: 15 }))).toMatchObject({ urgent: true });
    expect(billingBanner(billing({ TrialDaysRemaining: 1, TrialSigningsRemaining: 1 }))).toEqual({
      kind: 'trial',
      text: 'Trial expires in 1 day or 1 signing',
      urgent: true,
    });
    expect([isTrialPlan(billing()), isConfinedToBilling(billing())]).toEqual([true, false]);
  });

  it('says what ended the trial', () => {
    expect(trialEndedText(billing({ Status: 'Trial Expired', TrialEndedBy: 'signings' }))).toBe('You have used the 15 signings of your free trial.');
    expect(trialEndedText(billing({ Status: 'Trial Expired', TrialEndedBy: 'days' }))).toBe('The days of your free trial have run out.');
  });

  it('says the trial has expired and confines the notary to Billing', () => {
    const expired = billing({ Status: 'Trial Expired', TrialDaysRemaining: 0, TrialSigningsRemaining: 0 });
    expect(billingBanner(expired)).toEqual({ kind: 'expired', text: 'Your Trial has Expired' });
    expect([isTrialPlan(expired), isConfinedToBilling(expired)]).toEqual([false, true]);
  });

  it('says the subscription has expired and confines the notary to Billing', () => {
    const lapsed = billing({ PlanId: 'monthly', Status: 'Subscription Expired' });
    expect(billingBanner(lapsed)).toEqual({ kind: 'expired', text: 'Your Subscription has Expired' });
    expect(isConfinedToBilling(lapsed)).toBe(true);
  });

  it('shows no banner on a paid plan', () => {
    const paid = billing({ PlanId: 'monthly', Status: 'Active' });
    expect([billingBanner(paid), isTrialPlan(paid), isConfinedToBilling(paid)]).toEqual([null, false, false]);
  });

  it('treats a beta user as a subscriber: no banner, not on trial, never confined', () => {
    expect([billingBanner(billing({ BetaUser: true })), isTrialPlan(billing({ BetaUser: true }))]).toEqual([null, false]);
    const expiredBeta = billing({ BetaUser: true, Status: 'Trial Expired' });
    expect([billingBanner(expiredBeta), isConfinedToBilling(expiredBeta)]).toEqual([null, false]);
  });
});
