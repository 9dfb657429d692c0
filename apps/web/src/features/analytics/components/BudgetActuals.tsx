import { useMemo } from 'react';
import type { BudgetActuals as Actuals } from '@notary/contracts';
import { formatMoney } from '../../../shared/format';
import { useMediaQuery } from '../../../shared/hooks/useMediaQuery';
import { planByMonth, progressPercent, type BudgetInputs, type BudgetPlan } from '../budgetRules';
import { budgetChartOptions } from '../chartOptions';
import { ChartCard } from './ChartCard';
import { FiguresTable } from './FiguresTable';

/** Each of the last twelve months against the plan: billed and the target in a chart and a table, with what the plan sets aside from it. */
export function BudgetActuals({ actuals, inputs, plan }: { actuals: Actuals; inputs: BudgetInputs; plan: BudgetPlan }) {
  const narrow = useMediaQuery('(max-width: 600px)');
  const months = useMemo(() => planByMonth(actuals.Months, inputs), [actuals, inputs]);
  const options = useMemo(() => budgetChartOptions(months, narrow), [months, narrow]);
  const reached = months.filter((month) => month.difference >= 0).length;
  const thisMonth = actuals.ThisMonth;
  const progress = progressPercent(thisMonth.TotalAmount, plan.monthlyTarget);

  return (
    <>
      <section className="card" aria-labelledby="budget-this-month">
        <h2 id="budget-this-month">{thisMonth.Title} so far</h2>
        <p>
          {formatMoney(thisMonth.TotalAmount)} billed of the {formatMoney(plan.monthlyTarget)} monthly target ({progress}%).
        </p>
        <div
          className="budget-progress"
          role="progressbar"
          aria-label={`${thisMonth.Title} toward the monthly target`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          <span className="budget-progress__bar" style={{ width: `${progress}%` }} />
        </div>
      </section>
      <ChartCard title="Actual against plan, the last twelve months" options={options}>
        <p className="analytics-note">
          {reached} of 12 months reached the monthly target of {formatMoney(plan.monthlyTarget)}.
        </p>
        <FiguresTable
          caption="Billed each month against the monthly target"
          columns={[
            { key: 'title', title: 'Month', kind: 'text' },
            { key: 'billed', title: 'Billed', kind: 'money' },
            { key: 'difference', title: 'Against target', kind: 'money' },
          ]}
          rows={months.map((month) => ({ title: month.title, billed: month.billed, difference: month.difference }))}
          totals={{ title: 'Twelve months', billed: actuals.TotalAmount, difference: null }}
        />
      </ChartCard>
      <section className="analytics-section" aria-labelledby="budget-set-aside">
        <h2 id="budget-set-aside">Set aside from each month’s income</h2>
        <FiguresTable
          caption="What the plan sets aside from each month's billed income"
          columns={[
            { key: 'title', title: 'Month', kind: 'text' },
            { key: 'count', title: 'Signings', kind: 'count' },
            { key: 'billed', title: 'Billed', kind: 'money' },
            { key: 'tax', title: `Taxes (${inputs.TaxPercent}%)`, kind: 'money' },
            { key: 'profit', title: `Profit savings (${inputs.ProfitPercent}%)`, kind: 'money' },
            { key: 'owner', title: `Owner pay (${inputs.OwnerPercent}%)`, kind: 'money' },
          ]}
          rows={months.map((month) => ({
            title: month.title,
            count: month.count,
            billed: month.billed,
            tax: month.tax,
            profit: month.profit,
            owner: month.owner,
          }))}
          totals={{
            title: 'Twelve months',
            count: actuals.AppointmentCount,
            billed: actuals.TotalAmount,
            tax: sumOf(months.map((month) => month.tax)),
            profit: sumOf(months.map((month) => month.profit)),
            owner: sumOf(months.map((month) => month.owner)),
          }}
        />
      </section>
    </>
  );
}

const sumOf = (values: number[]) => values.reduce((sum, value) => sum + Math.round(value * 100), 0) / 100;
