import type { AppointmentTypeSummary, BudgetActuals, CustomerSummary } from '@notary/contracts';
import { api } from '../../app/api';
import { analyticsTags } from './tags';

export const analyticsApi = api.enhanceEndpoints({ addTagTypes: analyticsTags }).injectEndpoints({
  endpoints: (build) => ({
    /** A year's signings by category and type of work, by month, with profit (spec 001 §7). */
    getAppointmentTypeSummary: build.query<AppointmentTypeSummary, number>({
      query: (year) => `appointmentapi/appointmenttypesummary/${year}`,
      providesTags: ['Analytics'],
    }),
    /** A year's signings by customer, by month, with profit (spec 001 §7). */
    getCustomerSummary: build.query<CustomerSummary, number>({
      query: (year) => `appointmentapi/customersummary/${year}`,
      providesTags: ['Analytics'],
    }),
    /** The twelve whole months before the notary's today (`asOf`, the browser's date), and this month so far. */
    getBudgetActuals: build.query<BudgetActuals, string>({
      query: (asOf) => ({ url: 'appointmentapi/budgetactuals', params: { AsOf: asOf } }),
      providesTags: ['Analytics'],
    }),
  }),
});

export const { useGetAppointmentTypeSummaryQuery, useGetCustomerSummaryQuery, useGetBudgetActualsQuery } = analyticsApi;
