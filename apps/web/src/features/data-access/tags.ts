import type { LiveRules } from '../../app/liveUpdates';

/** Operators' reads of the notary's data. */
export const dataAccessTags = ['DataAccess'] as const;

export const dataAccessLive: LiveRules<(typeof dataAccessTags)[number]> = {
  tags: dataAccessTags,
  // An operator read the notary's data while the list was open.
  staleOn: { 'data-access.recorded': () => ['DataAccess'] },
};
