import type { AvailablePlan } from '@notary/contracts';

/** Plans a notary can move to. Taking payment is not built yet; the billing page says so. */
export const AVAILABLE_PLANS: AvailablePlan[] = [
  { PlanId: 'monthly', Name: 'Monthly', MonthlyPrice: 12.99 },
  { PlanId: 'annual', Name: 'Annual (billed yearly)', MonthlyPrice: 9.99 },
];
