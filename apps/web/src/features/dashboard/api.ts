import { api } from '../../app/api';
import { localNow } from './dashboardRules';
import { dashboardTags } from './tags';

/** One month of the signings summary, or the year's totals (money in dollars). */
export interface SigningSummaryLine {
  Title: string;
  AppointmentCount: number;
  TotalAmount: number;
  AmountPaid: number;
  AmountUnpaid: number;
}

/** POST summary: 12 monthly lines (Jan..Dec) plus the year's totals. */
export interface SigningSummary extends Omit<SigningSummaryLine, 'Title'> {
  Year: number;
  Totals: SigningSummaryLine[];
}

export interface SigningSummaryRequest {
  Year: number;
  /** Work category ids (1 general notary, 2 loan signing, 3 other); empty means every category. */
  CategoryTypes: number[];
}

export interface ExpenseSummary {
  Year: number;
  Totals: { Title: string; TotalAmount: number }[];
  TotalAmount: number;
}

/** Day and Location are empty when nothing is scheduled after now. */
export interface NextAppointment {
  Day: string;
  Location: string;
  Id: string | null;
  AppointmentDateTime: string | null;
  LastName?: string;
}

export const dashboardApi = api.enhanceEndpoints({ addTagTypes: dashboardTags }).injectEndpoints({
  endpoints: (build) => ({
    getSigningSummary: build.query<SigningSummary, SigningSummaryRequest>({
      query: (request) => ({ url: 'appointmentapi/summary', method: 'POST', body: request }),
      providesTags: ['Dashboard'],
    }),
    getExpenseSummary: build.query<ExpenseSummary, number>({
      query: (year) => `appointmentapi/expensessummary/${year}`,
      providesTags: ['Dashboard'],
    }),
    getNextAppointment: build.query<NextAppointment, void>({
      // "Now" is read when the request is sent, so a refetch after a live update (or a tab left
      // open overnight) asks about what is next at that moment, where the notary is.
      query: () => ({ url: 'appointmentapi/nextappointment', method: 'POST', body: localNow(new Date()) }),
      providesTags: ['Dashboard'],
    }),
    getImportsCount: build.query<{ Count: number }, void>({
      query: () => 'appointmentapi/getimportscount',
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetSigningSummaryQuery, useGetExpenseSummaryQuery, useGetNextAppointmentQuery, useGetImportsCountQuery } = dashboardApi;
