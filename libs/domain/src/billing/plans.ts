/**
 * The paid plans (spec 000 §3: PlanId is the trial or a paid plan). Prices are kept in cents and
 * charged per period: the annual plan is charged once a year at twelve times its monthly price.
 */
export interface PaidPlan {
  PlanId: string;
  Name: string;
  /** What the plan costs a month, shown on the Billing page. */
  MonthlyPrice: number;
  /** Months a charge pays for. */
  PeriodMonths: number;
  /** What each charge takes, in cents. */
  PeriodPriceCents: number;
  /** Offered on the marketing offer's page (marketingbilling) instead of the Billing page. */
  Marketing?: boolean;
}

export const PAID_PLANS: readonly PaidPlan[] = [
  { PlanId: 'monthly', Name: 'Monthly', MonthlyPrice: 12.99, PeriodMonths: 1, PeriodPriceCents: 1299 },
  { PlanId: 'annual', Name: 'Annual (billed yearly)', MonthlyPrice: 9.99, PeriodMonths: 12, PeriodPriceCents: 11988 },
  // Offered only through marketingbilling (the page a marketing e-mail or campaign links to).
  { PlanId: 'intro-monthly', Name: 'Monthly (introductory offer)', MonthlyPrice: 9.99, PeriodMonths: 1, PeriodPriceCents: 999, Marketing: true },
];

/** The plans the Billing page offers, and the ones the marketing offer page offers. */
export const plansOffered = (marketing: boolean): readonly PaidPlan[] => PAID_PLANS.filter((plan) => Boolean(plan.Marketing) === marketing);

export const planById = (planId: string): PaidPlan | undefined => PAID_PLANS.find((plan) => plan.PlanId === planId);

/** The end of a period that starts at `start` (calendar months, clamped to the month's last day). */
export function periodEnd(start: string, months: number): string {
  const from = new Date(start);
  const target = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  target.setUTCHours(from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds(), from.getUTCMilliseconds());
  return target.toISOString();
}
