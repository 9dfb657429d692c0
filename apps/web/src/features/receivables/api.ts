import type { ReceivableSignings, ReceivablesAging } from '@notary/contracts';
import { api } from '../../app/api';
import type { FigureChoice } from './receivablesRules';
import { receivablesTags } from './tags';

export const receivablesApi = api.enhanceEndpoints({ addTagTypes: receivablesTags }).injectEndpoints({
  endpoints: (build) => ({
    /** What customers owe on the notary's today (`asOf`, the browser's date), aged. */
    getReceivablesAging: build.query<ReceivablesAging, string>({
      query: (asOf) => ({ url: 'receivablesapi/aging', params: { AsOf: asOf } }),
      providesTags: ['Receivables'],
    }),
    /** The signings behind one figure of the aging. */
    getReceivableSignings: build.query<ReceivableSignings, FigureChoice & { asOf: string }>({
      query: ({ asOf, customer, bucket }) => ({
        url: 'receivablesapi/signings',
        params: { AsOf: asOf, ...(customer ? { CustomerId: customer } : {}), ...(bucket ? { Bucket: bucket } : {}) },
      }),
      providesTags: ['Receivables'],
    }),
  }),
});

export const { useGetReceivablesAgingQuery, useGetReceivableSigningsQuery } = receivablesApi;
