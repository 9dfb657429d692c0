// The billing answer's shape (spec 000 §3), apart from the client that fetches it.
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
