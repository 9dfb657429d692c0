import { useId, useMemo, useState } from 'react';
import type { SigningSummaryLine } from '@notary/contracts';
import { useGetSigningSummaryQuery } from '../api';
import { signingsChartOptions } from '../chartOptions';
import { formatMoney } from '../../../shared/format';
import { chartTotal, describeSigningsChart, WORK_CATEGORIES, type ChartMeasure } from '../dashboardRules';
import { LazyChart } from '../../../shared/charts/LazyChart';
import { LoadProblem } from './LoadProblem';

const MEASURES: { value: ChartMeasure; label: string }[] = [
  { value: 'count', label: 'Number of signings' },
  { value: 'dollars', label: 'Dollars' },
];

/** Monthly columns for the chosen year, by count or by dollars, for one category of work or all. */
export function SigningsChartCard({ year }: { year: number }) {
  const headingId = useId();
  const categoryId = useId();
  const [measure, setMeasure] = useState<ChartMeasure>('count');
  const [category, setCategory] = useState(0);
  const { data: summary, error, isFetching, refetch } = useGetSigningSummaryQuery({ Year: year, CategoryTypes: category ? [category] : [] });
  const options = useMemo(() => summary && signingsChartOptions(summary.Totals, measure), [summary, measure]);

  return (
    <section className="card dashboard-chart-card" aria-labelledby={headingId} aria-busy={isFetching || undefined}>
      <div className="card__header">
        <h2 id={headingId}>Signings by month, {year}</h2>
        <div className="chart-controls">
          <div className="inline-field">
            <label htmlFor={categoryId} className="inline-field__label">
              Type of work
            </label>
            <select id={categoryId} className="field__input inline-field__input" value={category} onChange={(event) => setCategory(Number(event.target.value))}>
              <option value={0}>All types of work</option>
              {WORK_CATEGORIES.map(({ id, name }) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="segmented">
            <legend className="visually-hidden">Chart shows</legend>
            {MEASURES.map(({ value, label }) => (
              <label key={value} className="segmented__option">
                <input type="radio" name={`${headingId}-measure`} value={value} checked={measure === value} onChange={() => setMeasure(value)} />
                <span>{label}</span>
              </label>
            ))}
          </fieldset>
        </div>
      </div>
      {error && !summary && <LoadProblem title="Unable to load summary data" error={error} onRetry={refetch} />}
      {!summary && !error && (
        <p className="chart-placeholder" role="status">
          Loading the summary…
        </p>
      )}
      {summary && options && (
        <figure className="chart-figure">
          <figcaption className="chart-figure__summary">{describeSigningsChart(summary.Totals, measure, year)}</figcaption>
          {chartTotal(summary.Totals, measure) > 0 && (
            <>
              <LazyChart options={options} height={300} />
              <MonthTable months={summary.Totals} year={year} />
            </>
          )}
        </figure>
      )}
    </section>
  );
}

/** The chart's numbers for screen readers (the drawing itself is hidden from them). */
function MonthTable({ months, year }: { months: SigningSummaryLine[]; year: number }) {
  return (
    <div className="visually-hidden">
      <table>
        <caption>Signings by month, {year}</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Signings</th>
            <th scope="col">Total</th>
            <th scope="col">Paid</th>
            <th scope="col">Unpaid</th>
          </tr>
        </thead>
        <tbody>
          {months.map((line) => (
            <tr key={line.Title}>
              <th scope="row">{line.Title}</th>
              <td>{line.AppointmentCount}</td>
              <td>{formatMoney(line.TotalAmount)}</td>
              <td>{formatMoney(line.AmountPaid)}</td>
              <td>{formatMoney(line.AmountUnpaid)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
