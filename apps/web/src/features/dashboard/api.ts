import type { ExpenseSummary, ImportsCount, NextAppointment, SigningSummary, SigningSummaryRequest } from '@notary/contracts';
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
    getImportsCount: build.query<ImportsCount, void>({
      query: () => 'appointmentapi/getimportscount',
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetSigningSummaryQuery, useGetNextAppointmentQuery, useGetImportsCountQuery, useGetExpenseSummaryQuery } = dashboardApi;
