import { useId } from 'react';
import { useGetSigningSummaryQuery } from '../api';
import { formatMoney } from '../../../shared/format';
import { LoadProblem } from './LoadProblem';

/** The year's signing totals, over every category of work (the chart's filter does not apply here). */
export function SigningTotals({ year }: { year: number }) {
  const headingId = useId();
  const { data: summary, error, isFetching, refetch } = useGetSigningSummaryQuery({ Year: year, CategoryTypes: [] });

  const totals = summary
    ? [
        { label: 'Signings', value: String(summary.AppointmentCount) },
        { label: 'Total', value: formatMoney(summary.TotalAmount) },
        { label: 'Paid', value: formatMoney(summary.AmountPaid) },
        { label: 'Unpaid', value: formatMoney(summary.AmountUnpaid) },
      ]
    : [];

  return (
    <section className="card dashboard-totals" aria-labelledby={headingId} aria-busy={isFetching || undefined}>
      <h2 id={headingId}>Signing totals for {year}</h2>
      {error && !summary && <LoadProblem title="Unable to load summary data" error={error} onRetry={refetch} />}
      {!summary && !error && <p role="status">Loading totals…</p>}
      {summary && (
        <dl className="stat-tiles">
          {totals.map(({ label, value }) => (
            <Stat key={label} label={label} value={value} />
          ))}
        </dl>
      )}
    </section>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className={`stat-tile stat-tile--${label.toLowerCase()}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
