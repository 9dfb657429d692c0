import type { LiveRules } from '../../app/liveUpdates';

/** The notary's plan, trial and what it still allows. */
export const billingTags = ['Billing'] as const;

export const billingLive: LiveRules<(typeof billingTags)[number]> = {
  tags: billingTags,
  staleOn: { 'billing.changed': () => ['Billing'] },
};
