import { api } from '../../app/api';

export interface AvailablePlan {
  PlanId: string;
  Name: string;
  MonthlyPrice: number;
}

/** Status is one of the known values below, though the server may add others. */
export type BillingStatus = 'Trial' | 'Trial Expired' | 'Subscription Expired' | 'Active' | (string & {});

export interface Billing {
  PlanId: 'trial' | (string & {});
  Status: BillingStatus;
  TrialDaysRemaining: number;
  TrialSigningsRemaining: number;
  BetaUser: boolean;
  AvailablePlans: AvailablePlan[];
}

export const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBilling: build.query<Billing, void>({
      query: () => 'accountapi/billing',
      providesTags: ['Billing'],
    }),
  }),
});

export const { useGetBillingQuery } = billingApi;
