import type { LiveRules } from '../../app/liveUpdates';

/** The projections panel; it refreshes by polling while something moves (no announcement names it). */
export const operationsTags = ['Projections'] as const;

export const operationsLive: LiveRules<(typeof operationsTags)[number]> = {
  tags: operationsTags,
  staleOn: {},
};
