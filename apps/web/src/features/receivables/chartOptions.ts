import type { Options, Point } from 'highcharts';
import type { AgingBucket, CustomerAging } from '@notary/contracts';
import { AGING_BUCKETS } from '@notary/contracts/wire-values';
import { BUCKET_COLORS, BUCKET_LABELS, customerKey, type FigureChoice } from './receivablesRules';

const BAR_HEIGHT = 34;

/**
 * A bar per customer, its balance stacked by bucket from not yet due to over 90 days. A click on a
 * segment lists its signings (the table's buttons do the same for the keyboard and screen readers:
 * the drawing is hidden from them, and Highcharts' own accessibility layer is off).
 */
export function agingChartOptions(rows: readonly CustomerAging[], onPick: (choice: FigureChoice) => void, narrow: boolean): Options {
  return {
    accessibility: { enabled: false },
    credits: { enabled: false },
    title: { text: undefined },
    chart: {
      type: 'bar',
      height: 90 + rows.length * (BAR_HEIGHT + 10),
      style: { fontFamily: 'inherit' },
      spacing: [8, 8, 8, 4],
    },
    xAxis: {
      categories: rows.map((row) => row.CustomerName),
      // A long name is cut, not allowed to squeeze the bars on a phone.
      labels: { style: { width: narrow ? 96 : 180, textOverflow: 'ellipsis', fontSize: '13px' } },
    },
    yAxis: {
      min: 0,
      title: { text: undefined },
      // Current first, on the left, as the table reads.
      reversedStacks: false,
      // Fewer ticks on a phone, so no amount on the axis is cut short.
      tickPixelInterval: narrow ? 90 : 100,
      // Amounts are short: never cut to "$…" at the axis' end.
      labels: { format: '${value:,.0f}', style: { textOverflow: 'none' } },
    },
    legend: { enabled: true, reversed: false },
    tooltip: { valuePrefix: '$', valueDecimals: 2, headerFormat: '<b>{point.key}</b><br/>' },
    plotOptions: {
      series: {
        stacking: 'normal',
        cursor: 'pointer',
        animation: false,
        point: {
          events: {
            click(this: Point) {
              const row = rows[this.index];
              if (row) onPick({ customer: customerKey(row), bucket: this.series.options.id as AgingBucket });
            },
          },
        },
      },
      bar: { borderRadius: 2, pointWidth: BAR_HEIGHT },
    },
    series: AGING_BUCKETS.map((bucket) => ({
      type: 'bar' as const,
      id: bucket,
      name: bucket === 'Current' ? 'Current' : `${BUCKET_LABELS[bucket]} days`,
      color: BUCKET_COLORS[bucket],
      // Empty segments are left out rather than drawn at zero width (and offered as clickable).
      data: rows.map((row) => (row[bucket] > 0 ? row[bucket] : null)),
    })),
  };
}
