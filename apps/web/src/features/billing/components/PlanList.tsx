import type { AvailablePlan } from '@notary/contracts';
import { formatMoney } from '../../../shared/format';

/** The plans; with `onSelect`, a choice of one (radio buttons) for paying. */
export function PlanList({
  plans,
  currentPlanId,
  selectedPlanId,
  onSelect,
}: {
  plans: AvailablePlan[];
  currentPlanId: string;
  selectedPlanId?: string;
  onSelect?: (planId: string) => void;
}) {
  if (plans.length === 0) return <p>No plans are on offer at the moment.</p>;
  return (
    <ul className="plan-list" role={onSelect ? 'radiogroup' : undefined} aria-label={onSelect ? 'Plan' : undefined}>
      {plans.map((plan) => (
        <li key={plan.PlanId} className="plan-list__plan" aria-current={plan.PlanId === currentPlanId || undefined}>
          {onSelect ? (
            <label className="plan-list__choice">
              <input type="radio" name="plan" value={plan.PlanId} checked={plan.PlanId === selectedPlanId} onChange={() => onSelect(plan.PlanId)} />{' '}
              <span className="plan-list__name">{plan.Name}</span>
            </label>
          ) : (
            <span className="plan-list__name">{plan.Name}</span>
          )}
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
