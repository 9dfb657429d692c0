import type { CalendarFeedAnswer } from '@notary/contracts';
import { api } from '../../app/api';
import { useSaveSettingsMutation } from '../queries/settings';

/**
 * The iCal feed (settings iCalEnabled): its address while it is on, and a new address on request.
 * Shown under the calendar and in the Settings dialog's iCal tab. Turning it on or off is a
 * settings save (see queries/settings.ts), which makes 'CalendarFeed' stale with the settings.
 */
export const calendarFeedApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCalendarFeed: build.query<CalendarFeedAnswer, void>({
      query: () => 'settingsapi/icalfeed',
      providesTags: ['CalendarFeed'],
    }),
    renewCalendarFeed: build.mutation<CalendarFeedAnswer, void>({
      query: () => ({ url: 'settingsapi/icalfeed/renew', method: 'POST' }),
      invalidatesTags: ['CalendarFeed'],
    }),
  }),
});

export const { useGetCalendarFeedQuery, useRenewCalendarFeedMutation } = calendarFeedApi;

/** Turns the feed on or off: a settings save of iCalEnabled alone. */
export function useSetCalendarFeed() {
  const [save, state] = useSaveSettingsMutation();
  return [(enabled: boolean) => save({ iCalEnabled: enabled }), state] as const;
}
