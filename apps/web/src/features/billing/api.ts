import { api } from '../../app/api';

export type { AvailablePlan, Billing, BillingStatus } from './types';
import type { Billing } from './types';

export const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBilling: build.query<Billing, void>({
      query: () => 'accountapi/billing',
      providesTags: ['Billing'],
    }),
  }),
});

export const { useGetBillingQuery } = billingApi;
