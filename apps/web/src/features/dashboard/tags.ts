import type { LiveRules } from '../../app/liveUpdates';

/** The dashboard's totals, charts and next appointment (from the signings) and its expense half. */
export const dashboardTags = ['Dashboard'] as const;

export const dashboardLive: LiveRules<(typeof dashboardTags)[number]> = {
  tags: dashboardTags,
  staleOn: {
    'signing.saved': () => ['Dashboard'],
    'signing.deleted': () => ['Dashboard'],
    'expense.saved': () => ['Dashboard'],
    'expense.deleted': () => ['Dashboard'],
    // A renamed expense type renames its slice of the expense chart.
    'settings.saved': () => ['Dashboard'],
    // The import offer counts the imported signings waiting to be accepted.
    'imports.changed': () => ['Dashboard'],
  },
};
