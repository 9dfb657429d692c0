import type { Signing, SigningPage, SigningPageRequest } from '@notary/contracts';
import { api } from '../../app/api';
import type { ApiError } from '../../app/apiError';
import { calendarTags } from './tags';

/** What the calendar shows of a signing (getpagebydate answers whole signings; times are local wall clock). */
export type CalendarSigning = Pick<
  Signing,
  'Id' | 'AppointmentDateTime' | 'AppointmentDateTimeEnd' | 'LastName' | 'FirstName' | 'City' | 'State' | 'CustomerName' | 'Confirmed'
>;

/** The days the calendar shows, YYYY-MM-DD. */
export interface CalendarWindow {
  StartDate: string;
  EndDate: string;
}

/** Spec 001 §9: the calendar asks for 500 signings at a time and keeps asking while a page comes back full. */
export const CALENDAR_PAGE_SIZE = 500;
/** A safety stop, far above any notary's schedule, in case a server ever ignores the page number. */
const MAX_PAGES = 40;

export const calendarApi = api.enhanceEndpoints({ addTagTypes: calendarTags }).injectEndpoints({
  endpoints: (build) => ({
    getCalendarWindow: build.query<CalendarSigning[], CalendarWindow>({
      async queryFn(window, _api, _extra, baseQuery) {
        const signings: CalendarSigning[] = [];
        for (let PageNumber = 1; PageNumber <= MAX_PAGES; PageNumber += 1) {
          const body: SigningPageRequest = { ...window, PageNumber, PageSize: CALENDAR_PAGE_SIZE };
          const page = await baseQuery({ url: 'appointmentapi/getpagebydate', method: 'POST', body });
          if (page.error) return { error: page.error as ApiError };
          const { Appointments } = page.data as SigningPage;
          signings.push(...Appointments);
          if (Appointments.length < CALENDAR_PAGE_SIZE) break;
        }
        return { data: signings };
      },
      providesTags: ['Calendar'],
    }),
  }),
});

export const { useGetCalendarWindowQuery } = calendarApi;
