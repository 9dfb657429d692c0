import { useMemo, useState } from 'react';
import { currencyInputValue, localToday, parseCurrency } from '../../../shared/format';
import { Page } from '../../../shared/ui/Page';
import { useGetBudgetActualsQuery } from '../api';
import { budgetPlan, initialIncome, type BudgetInputs } from '../budgetRules';
import { BudgetActuals } from '../components/BudgetActuals';
import { BudgetForm } from '../components/BudgetForm';
import { BudgetPlanFigures } from '../components/BudgetPlanFigures';
import { LoadProblem } from '../components/LoadProblem';
import { useBudgetChoices } from '../useBudgetChoices';
import '../../../styles/controls.css';
import '../../../styles/forms.css';
import '../../../styles/tables.css';
import '../analytics.css';

/**
 * /Budget (spec 001 §2 and §9): a yearly plan from an income and three percentages (taxes, profit
 * savings, owner pay), prefilled from the last twelve months billed; the monthly (income ÷ 11) and
 * quarterly (÷ 4) targets, and each month's actual billed against them. Live like the analytics.
 */
export default function BudgetPlannerPage() {
  const asOf = localToday();
  const { data: actuals, error, isFetching, refetch } = useGetBudgetActualsQuery(asOf);
  const [choices, setChoices] = useBudgetChoices();
  // Null: the income follows the last twelve months (also as they change); a typed income stays for this visit.
  const [typedIncome, setTypedIncome] = useState<string | null>(null);
  const actualIncome = actuals?.TotalAmount ?? 0;
  const incomeText = typedIncome ?? currencyInputValue(initialIncome(actualIncome));
  const inputs: BudgetInputs = useMemo(() => ({ Income: parseCurrency(incomeText) ?? 0, ...choices }), [incomeText, choices]);
  const plan = useMemo(() => budgetPlan(inputs), [inputs]);

  return (
    <Page title="Budget Planner" help="businessCenter">
      {error && !actuals && <LoadProblem error={error} onRetry={refetch} />}
      {!actuals && !error && <p role="status">Loading your last twelve months…</p>}
      {actuals && (
        <div className="analytics" aria-busy={isFetching || undefined}>
          <p className="analytics-lead">
            {actualIncome > 0
              ? `${actuals.Months[0]!.Title} to ${actuals.Months[11]!.Title}: ${actuals.AppointmentCount} signing${actuals.AppointmentCount === 1 ? '' : 's'} billed. The plan starts from that income.`
              : 'Nothing billed in the last twelve months yet: the plan starts from an example income. Type your own.'}
          </p>
          <BudgetForm incomeText={incomeText} onIncomeText={setTypedIncome} actualIncome={actualIncome} choices={choices} onChoices={setChoices} />
          <BudgetPlanFigures plan={plan} actualExpenses={actuals.ExpenseAmount} />
          <BudgetActuals actuals={actuals} inputs={inputs} plan={plan} />
        </div>
      )}
    </Page>
  );
}
