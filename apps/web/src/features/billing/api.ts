import type { Billing } from '@notary/contracts';
import { api } from '../../app/api';
import { billingTags } from './tags';

export const billingApi = api.enhanceEndpoints({ addTagTypes: billingTags }).injectEndpoints({
  endpoints: (build) => ({
    getBilling: build.query<Billing, void>({
      query: () => 'accountapi/billing',
      providesTags: ['Billing'],
    }),
  }),
});

export const { useGetBillingQuery } = billingApi;
