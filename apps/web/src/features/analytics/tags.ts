import type { LiveRules } from '../../app/liveUpdates';

/** The analytics and the planner's actuals read the signings, expenses, customers' names and settings' type names. */
export const analyticsTags = ['Analytics'] as const;

const stale = () => ['Analytics' as const];

export const analyticsLive: LiveRules<(typeof analyticsTags)[number]> = {
  tags: analyticsTags,
  staleOn: {
    'signing.saved': stale,
    'signing.deleted': stale,
    'expense.saved': stale,
    'expense.deleted': stale,
    // A customer renamed; types of work, categories and expense types renamed.
    'customer.saved': stale,
    'settings.saved': stale,
  },
};
