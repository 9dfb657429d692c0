import { useId, useMemo } from 'react';
import { useGetExpenseSummaryQuery } from '../api';
import { expensesChartOptions } from '../chartOptions';
import { formatMoney } from '../../../shared/format';
import { LazyChart } from '../../../shared/charts/LazyChart';
import { LoadProblem } from './LoadProblem';
import { YearSelect } from './YearSelect';

/** The half donut of a year's expenses by type; empty (and saying so) until expenses are recorded. */
export function ExpensesCard({ year, years, onYearChange }: { year: number; years: number[]; onYearChange: (year: number) => void }) {
  const headingId = useId();
  const { data: expenses, error, isFetching, refetch } = useGetExpenseSummaryQuery(year);
  const hasExpenses = !!expenses && expenses.Totals.some((line) => line.TotalAmount > 0);
  const options = useMemo(() => (expenses && hasExpenses ? expensesChartOptions(expenses) : null), [expenses, hasExpenses]);

  return (
    <section className="card dashboard-expenses" aria-labelledby={headingId} aria-busy={isFetching || undefined}>
      <div className="card__header">
        <h2 id={headingId}>Expenses, {year}</h2>
        <YearSelect label="Expenses year" year={year} years={years} onChange={onYearChange} />
      </div>
      {error && !expenses && <LoadProblem title="Unable to load expense data" error={error} onRetry={refetch} />}
      {!expenses && !error && <p role="status">Loading expenses…</p>}
      {expenses && !options && <p className="empty-state">No expenses recorded for {year}.</p>}
      {expenses && options && (
        <figure className="chart-figure">
          <figcaption className="chart-figure__summary">
            {formatMoney(expenses.TotalAmount)} of expenses in {year}.
          </figcaption>
          <LazyChart options={options} height={230} />
          <div className="visually-hidden">
            <table>
              <caption>Expenses by type, {year}</caption>
              <thead>
                <tr>
                  <th scope="col">Expense type</th>
                  <th scope="col">Amount</th>
                </tr>
              </thead>
              <tbody>
                {expenses.Totals.map((line) => (
                  <tr key={line.Title}>
                    <th scope="row">{line.Title}</th>
                    <td>{formatMoney(line.TotalAmount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </figure>
      )}
    </section>
  );
}
