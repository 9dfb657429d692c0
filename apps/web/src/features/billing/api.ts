import type { BillingAnswer, BillingRequest, BillingWriteAnswer, CardRequest } from '@notary/contracts';
import { api } from '../../app/api';
import type { SessionState } from '../../app/session';
import { billingTags } from './tags';

export const billingApi = api.enhanceEndpoints({ addTagTypes: billingTags }).injectEndpoints({
  endpoints: (build) => ({
    getBilling: build.query<BillingAnswer, void>({
      query: () => 'accountapi/billing',
      providesTags: ['Billing'],
    }),
    getMarketingBilling: build.query<BillingAnswer, void>({
      query: () => 'accountapi/marketingbilling',
      providesTags: ['Billing'],
    }),
    subscribe: build.mutation<BillingWriteAnswer, BillingRequest & { marketing?: boolean }>({
      query: ({ marketing, ...body }) => ({ url: marketing ? 'accountapi/marketingbilling' : 'accountapi/billing', method: 'POST', body }),
      invalidatesTags: ['Billing'],
    }),
    replaceCard: build.mutation<BillingWriteAnswer, CardRequest>({
      query: (body) => ({ url: 'accountapi/creditcard', method: 'POST', body }),
      invalidatesTags: ['Billing'],
    }),
    // The spec makes cancelling a GET; the server asks for the anti-forgery header all the same.
    cancelSubscription: build.mutation<BillingWriteAnswer, void>({
      async queryFn(_arg, queryApi, _extra, baseQuery) {
        const { session } = queryApi.getState() as { session: SessionState };
        const result = await baseQuery({ url: 'accountapi/cancel', method: 'GET', headers: { RequestVerificationToken: session.token } });
        return result.error ? { error: result.error } : { data: result.data as BillingWriteAnswer };
      },
      invalidatesTags: ['Billing'],
    }),
  }),
});

export const { useGetBillingQuery, useGetMarketingBillingQuery, useSubscribeMutation, useReplaceCardMutation, useCancelSubscriptionMutation } = billingApi;
