import { formatMoney } from '../../../shared/format';
import { QUARTERS, TARGET_MONTHS, type BudgetPlan } from '../budgetRules';
import { Figure } from './Figure';

/** The plan's targets and what it sets aside from the income, and what that leaves to run the business. */
export function BudgetPlanFigures({ plan, actualExpenses }: { plan: BudgetPlan; actualExpenses: number }) {
  const over = plan.allocatedPercent > 100;
  return (
    <section className="card" aria-label="Plan">
      <dl className="analytics-figures">
        <Figure label="Monthly target" value={formatMoney(plan.monthlyTarget)} note={`The income over ${TARGET_MONTHS} months`} />
        <Figure label="Quarterly target" value={formatMoney(plan.quarterlyTarget)} note={`The income over ${QUARTERS} quarters`} />
        <Figure label="Taxes" value={formatMoney(plan.tax)} />
        <Figure label="Profit savings" value={formatMoney(plan.profit)} />
        <Figure label="Owner pay" value={formatMoney(plan.owner)} />
        <Figure
          label="Left to run the business"
          value={formatMoney(plan.operating)}
          note={`Your last twelve months' expenses: ${formatMoney(actualExpenses)}`}
          negative={plan.operating < 0}
        />
      </dl>
      {over && (
        <p className="notice notice--warning" role="status">
          Taxes, profit savings and owner pay add up to {plan.allocatedPercent}% of the income: nothing is left to run the business.
        </p>
      )}
    </section>
  );
}
