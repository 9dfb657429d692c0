import type { ExpenseSummary, NextAppointment, PendingImportsCount, SigningsCount, SigningSummary, SigningSummaryRequest } from '@notary/contracts';
import { api } from '../../app/api';
import { localNow } from './dashboardRules';
import { dashboardTags } from './tags';

export const dashboardApi = api.enhanceEndpoints({ addTagTypes: dashboardTags }).injectEndpoints({
  endpoints: (build) => ({
    getSigningSummary: build.query<SigningSummary, SigningSummaryRequest>({
      query: (request) => ({ url: 'appointmentapi/summary', method: 'POST', body: request }),
      providesTags: ['Dashboard'],
    }),
    getNextAppointment: build.query<NextAppointment, void>({
      // "Now" is read when the request is sent, so a refetch after a live update (or a tab left
      // open overnight) asks about what is next at that moment, where the notary is.
      query: () => ({ url: 'appointmentapi/nextappointment', method: 'POST', body: localNow(new Date()) }),
      providesTags: ['Dashboard'],
    }),
    getExpenseSummary: build.query<ExpenseSummary, number>({
      query: (year) => `appointmentapi/expensessummary/${year}`,
      providesTags: ['Dashboard'],
    }),
    /** How many signings the notary has: import is offered while there are 3 or fewer. */
    getSigningsCount: build.query<SigningsCount, void>({
      query: () => 'appointmentapi/signingscount',
      providesTags: ['Dashboard'],
    }),
    /** How many imported signings wait to be accepted (spec 001 §7 getimportscount). */
    getImportsCount: build.query<PendingImportsCount, void>({
      query: () => 'appointmentapi/getimportscount',
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetSigningSummaryQuery, useGetNextAppointmentQuery, useGetSigningsCountQuery, useGetImportsCountQuery, useGetExpenseSummaryQuery } =
  dashboardApi;
