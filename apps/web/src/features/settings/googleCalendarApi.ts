import type { CalendarPushAnswer, ConsentUrlAnswer, GoogleCalendarStatus, Signing } from '@notary/contracts';
import { api } from '../../app/api';

const tags = ['GoogleCalendar'] as const;

/**
 * The Google Calendar tab's calls (issue 17, calendars): whether this server offers it and this
 * notary connected it, the consent address, pushing one signing again, and disconnecting.
 * Connecting and disconnecting also change the settings (GoogleCalendarEnabled).
 */
export const googleCalendarApi = api.enhanceEndpoints({ addTagTypes: tags }).injectEndpoints({
  endpoints: (build) => ({
    getGoogleCalendar: build.query<GoogleCalendarStatus, void>({
      query: () => 'settingsapi/googlecalendar',
      providesTags: ['GoogleCalendar'],
    }),
    /** Asked for at the moment of connecting: the state inside it works once and expires. */
    getConsentUrl: build.query<ConsentUrlAnswer, void>({
      query: () => 'settingsapi/getconsenturl',
      keepUnusedDataFor: 0,
    }),
    /** The signing a failed push was about, so the list can name it (the failure carries only its Id). */
    getSigningForCalendar: build.query<Pick<Signing, 'LastName' | 'FirstName' | 'ShortDate'>, string>({
      query: (id) => `appointmentapi/get/${encodeURIComponent(id)}`,
    }),
    pushSigningAgain: build.mutation<CalendarPushAnswer, string>({
      query: (signingId) => ({ url: 'appointmentapi/calendarpost', method: 'POST', body: { Id: signingId } }),
      invalidatesTags: ['GoogleCalendar'],
    }),
    disconnectGoogleCalendar: build.mutation<unknown, void>({
      query: () => ({ url: 'settingsapi/googlecalendar/disconnect', method: 'POST' }),
      invalidatesTags: ['GoogleCalendar', 'Settings'],
    }),
  }),
});

export const {
  useGetGoogleCalendarQuery,
  useGetSigningForCalendarQuery,
  useLazyGetConsentUrlQuery,
  usePushSigningAgainMutation,
  useDisconnectGoogleCalendarMutation,
} = googleCalendarApi;
