import type { LiveRules } from '../../app/liveUpdates';

/** The signings the calendar shows, a window of dates at a time. */
export const calendarTags = ['Calendar'] as const;

export const calendarLive: LiveRules<(typeof calendarTags)[number]> = {
  tags: calendarTags,
  staleOn: { 'signing.saved': () => ['Calendar'], 'signing.deleted': () => ['Calendar'] },
};
