import type { LiveRules } from '../../app/liveUpdates';

/** The business profile (categories with their types of work) and how many signings each type has. */
export const businessCenterTags = ['BusinessProfile', 'WorkTypeUsage'] as const;

export const businessCenterLive: LiveRules<(typeof businessCenterTags)[number]> = {
  tags: businessCenterTags,
  staleOn: {
    'settings.saved': () => ['BusinessProfile', 'WorkTypeUsage'],
    // A signing saved, re-typed or deleted changes how many signings a type has.
    'signing.saved': () => ['WorkTypeUsage'],
    'signing.deleted': () => ['WorkTypeUsage'],
  },
};
