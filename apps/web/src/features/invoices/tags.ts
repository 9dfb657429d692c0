import type { LiveRules } from '../../app/liveUpdates';

/** A signing's invoice: it lives on the signing's stream, so a signing saved anywhere refreshes it. */
export const invoiceTags = ['Invoice'] as const;

export const invoicesLive: LiveRules<(typeof invoiceTags)[number]> = {
  tags: invoiceTags,
  staleOn: {
    'signing.saved': () => ['Invoice'],
    'signing.deleted': () => ['Invoice'],
    // The business profile heads the invoice; the next invoice number is a setting.
    'settings.saved': () => ['Invoice'],
    'customer.saved': () => ['Invoice'],
  },
};
