import type { LiveRules } from '../../app/liveUpdates';

/**
 * The tags of the shared queries: data that several features show, so the API itself knows them
 * (app/api.ts). A feature that changes such data names the tag or patches the query's cache.
 */
export const sharedTags = ['Settings', 'Customer', 'CalendarFeed'] as const;
export type SharedTag = (typeof sharedTags)[number];

const customerChanged = ({ Id }: { Id: string | number }) => ['Customer' as const, { type: 'Customer' as const, id: Id }];

export const sharedQueriesLive: LiveRules<SharedTag> = {
  tags: sharedTags,
  staleOn: {
    // The calendar feed is on or off with the settings.
    'settings.saved': () => ['Settings', 'CalendarFeed'],
    'customer.saved': customerChanged,
    'customer.deleted': customerChanged,
  },
};
