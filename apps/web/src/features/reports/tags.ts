import type { LiveRules } from '../../app/liveUpdates';

/** Every report reads the signings, expenses, trips and settings: any of them saved makes it stale. */
export const reportsTags = ['Report'] as const;

const stale = () => ['Report' as const];

export const reportsLive: LiveRules<(typeof reportsTags)[number]> = {
  tags: reportsTags,
  staleOn: {
    'signing.saved': stale,
    'signing.deleted': stale,
    'expense.saved': stale,
    'expense.deleted': stale,
    'mileage.saved': stale,
    'mileage.deleted': stale,
    'customer.saved': stale,
    'customer.deleted': stale,
    // Type names, categories, expense types and the mileage rate are settings.
    'settings.saved': stale,
  },
};
