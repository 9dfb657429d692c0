import type { Report, ReportKind } from '@notary/contracts';
import { api } from '../../app/api';
import type { ReportPeriodChoice } from './reportRules';
import { periodParams } from './reportRules';
import { reportsTags } from './tags';

export const reportsApi = api.enhanceEndpoints({ addTagTypes: reportsTags }).injectEndpoints({
  endpoints: (build) => ({
    /** A report's figures and tables for the period, as the page previews them. */
    getReport: build.query<Report, { kind: ReportKind; period: ReportPeriodChoice; asOf: string }>({
      query: ({ kind, period, asOf }) => ({ url: `reportapi/${kind}`, params: { ...periodParams(period), AsOf: asOf } }),
      providesTags: ['Report'],
    }),
  }),
});

export const { useGetReportQuery } = reportsApi;
