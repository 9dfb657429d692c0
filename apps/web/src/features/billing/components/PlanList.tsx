import type { AvailablePlan } from '@notary/contracts';
import { formatMoney } from '../../../shared/format';

export function PlanList({ plans, currentPlanId }: { plans: AvailablePlan[]; currentPlanId: string }) {
  if (plans.length === 0) return <p>No plans are on offer at the moment.</p>;
  return (
    <ul className="plan-list">
      {plans.map((plan) => (
        <li key={plan.PlanId} className="plan-list__plan" aria-current={plan.PlanId === currentPlanId || undefined}>
          <span className="plan-list__name">{plan.Name}</span>
          <span className="plan-list__price">
            {formatMoney(plan.MonthlyPrice)}
            <span className="plan-list__period"> a month</span>
          </span>
          {plan.PlanId === currentPlanId && <span className="tag">Your plan</span>}
        </li>
      ))}
    </ul>
  );
}
