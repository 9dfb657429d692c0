import { useId, type ReactNode } from 'react';
import type { Options } from 'highcharts';
import { LazyChart } from '../../../shared/charts/LazyChart';

/**
 * A chart with the table of its figures beside it (below it on a phone, or when `stacked`: a table
 * too wide to sit beside); the drawing is hidden from screen readers.
 */
export function ChartCard({ title, options, stacked, children }: { title: string; options: Options; stacked?: boolean; children: ReactNode }) {
  const headingId = useId();
  const height = typeof options.chart?.height === 'number' ? options.chart.height : 320;
  return (
    <section className={`card analytics-chart-card${stacked ? ' analytics-chart-card--stacked' : ''}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <div className="analytics-chart-card__body">
        <div className="analytics-chart-card__chart">
          <LazyChart options={options} height={height} />
        </div>
        <div className="analytics-chart-card__figures">{children}</div>
      </div>
    </section>
  );
}
