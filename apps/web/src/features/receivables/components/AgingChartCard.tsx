import { useId, useMemo } from 'react';
import type { ReceivablesAging } from '@notary/contracts';
import { LazyChart } from '../../../shared/charts/LazyChart';
import { useMediaQuery } from '../../../shared/hooks/useMediaQuery';
import { agingChartOptions } from '../chartOptions';
import { CHART_CUSTOMERS, chartRows, type FigureChoice } from '../receivablesRules';

/** The aging as stacked bars, a bar per customer owed most; a click on a segment lists its signings. */
export function AgingChartCard({ aging, onPick }: { aging: ReceivablesAging; onPick: (choice: FigureChoice) => void }) {
  const headingId = useId();
  const narrow = useMediaQuery('(max-width: 600px)');
  const rows = useMemo(() => chartRows(aging), [aging]);
  const options = useMemo(() => agingChartOptions(rows, onPick, narrow), [rows, onPick, narrow]);
  const height = typeof options.chart?.height === 'number' ? options.chart.height : 300;
  return (
    <section className="card receivables-chart-card" aria-labelledby={headingId}>
      <h2 id={headingId}>Owed by customer</h2>
      <p className="receivables-note">
        {aging.Customers.length > CHART_CUSTOMERS
          ? `The ${CHART_CUSTOMERS} customers who owe most; the table lists all ${aging.Customers.length}. Click a bar to see its signings.`
          : 'Click a bar to see its signings; the table below has the same figures.'}
      </p>
      <LazyChart options={options} height={height} />
    </section>
  );
}
