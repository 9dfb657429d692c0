import { lazy, Suspense } from 'react';
import type { Options } from 'highcharts';

// Highcharts is the largest library the app uses; it is fetched only when a chart is shown.
const Chart = lazy(() => import('./Chart').catch(() => ({ default: ChartUnavailable })));

function ChartUnavailable() {
  return <p className="chart-placeholder">The chart could not be loaded. Reload the page to try again.</p>;
}

export function LazyChart({ options, height }: { options: Options; height: number }) {
  return (
    <Suspense fallback={<div className="chart-placeholder" style={{ height }} aria-hidden="true" />}>
      <Chart options={options} />
    </Suspense>
  );
}
