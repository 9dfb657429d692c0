import type { LiveRules } from '../../app/liveUpdates';

/** The aging and a figure's signings: both read the signings, the customers' terms and the default terms. */
export const receivablesTags = ['Receivables'] as const;

export const receivablesLive: LiveRules<(typeof receivablesTags)[number]> = {
  tags: receivablesTags,
  staleOn: {
    // A payment, an invoice saved or sent, a fee changed: balances and due dates move.
    'signing.saved': () => ['Receivables'],
    'signing.deleted': () => ['Receivables'],
    // A customer's terms (or name) changed; a deleted one's signings fall back to the default terms.
    'customer.saved': () => ['Receivables'],
    'customer.deleted': () => ['Receivables'],
    // The default terms are a setting.
    'settings.saved': () => ['Receivables'],
  },
};
