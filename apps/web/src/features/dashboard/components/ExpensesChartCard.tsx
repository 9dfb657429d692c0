import { useId, useMemo } from 'react';
import { formatMoney } from '../../../shared/format';
import { LazyChart } from '../../../shared/charts/LazyChart';
import { useGetExpenseSummaryQuery } from '../api';
import { expensesChartOptions } from '../chartOptions';
import { LoadProblem } from './LoadProblem';
import { YearSelect } from './YearSelect';

/** The year's expenses by type (spec 000 §3: a year selector of its own and a half-pie), with the figures beside it. */
export function ExpensesChartCard({ year, years, onYearChange }: { year: number; years: number[]; onYearChange: (year: number) => void }) {
  const headingId = useId();
  const { data: summary, error, isFetching, refetch } = useGetExpenseSummaryQuery(year);
  const options = useMemo(() => summary && expensesChartOptions(summary), [summary]);
  return (
    <section className="card dashboard-expenses" aria-labelledby={headingId} aria-busy={isFetching || undefined}>
      <div className="card__header">
        <h2 id={headingId}>Expenses, {year}</h2>
        <YearSelect label="Expenses year" year={year} years={years} onChange={onYearChange} />
      </div>
      {error && !summary && <LoadProblem title="Unable to load expense data" error={error} onRetry={refetch} />}
      {summary && (
        <>
          <p className="dashboard-expenses__total">
            <strong>{formatMoney(summary.TotalAmount)}</strong> spent in {year}
          </p>
          {summary.Totals.length > 0 && options ? (
            <>
              <LazyChart options={options} height={260} />
              <table className="dashboard-expenses__table">
                <caption className="visually-hidden">Expenses by type, {year}</caption>
                <tbody>
                  {summary.Totals.map((line) => (
                    <tr key={line.Title}>
                      <th scope="row">{line.Title}</th>
                      <td>{formatMoney(line.TotalAmount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          ) : (
            <p className="chart-placeholder">No expenses recorded in {year}.</p>
          )}
        </>
      )}
    </section>
  );
}
