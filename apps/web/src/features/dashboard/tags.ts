import type { LiveRules } from '../../app/liveUpdates';

/** The dashboard's totals, charts and next appointment, all made from the signings. */
export const dashboardTags = ['Dashboard'] as const;

export const dashboardLive: LiveRules<(typeof dashboardTags)[number]> = {
  tags: dashboardTags,
  staleOn: { 'signing.saved': () => ['Dashboard'], 'signing.deleted': () => ['Dashboard'] },
};
