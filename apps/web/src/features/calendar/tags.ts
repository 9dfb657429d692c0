import type { LiveRules } from '../../app/liveUpdates';

/** The signings the calendar shows, a window of dates at a time. */
export const calendarTags = ['Calendar', 'CalendarFeed'] as const;

export const calendarLive: LiveRules<(typeof calendarTags)[number]> = {
  tags: calendarTags,
  // The feed is on or off with the settings.
  staleOn: { 'signing.saved': () => ['Calendar'], 'signing.deleted': () => ['Calendar'], 'settings.saved': () => ['CalendarFeed'] },
};
