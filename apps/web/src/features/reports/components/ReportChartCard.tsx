import { useId, useMemo } from 'react';
import type { ReportChart } from '@notary/contracts';
import { LazyChart } from '../../../shared/charts/LazyChart';
import { useMediaQuery } from '../../../shared/hooks/useMediaQuery';
import { reportChartOptions } from '../chartOptions';

/** A chart of the report; the tables below hold the same figures (the drawing is hidden from screen readers). */
export function ReportChartCard({ chart }: { chart: ReportChart }) {
  const headingId = useId();
  const narrow = useMediaQuery('(max-width: 600px)');
  const options = useMemo(() => reportChartOptions(chart, narrow), [chart, narrow]);
  return (
    <section className="card report-chart" aria-labelledby={headingId}>
      <h2 id={headingId}>{chart.Title}</h2>
      <div aria-hidden="true">
        <LazyChart options={options} height={narrow ? 260 : 320} />
      </div>
    </section>
  );
}
