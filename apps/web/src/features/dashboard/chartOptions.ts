import type { Options } from 'highcharts';
import type { SigningSummaryLine } from '@notary/contracts';
import type { ChartMeasure } from './dashboardRules';

const COLORS = { count: '#1c5d8c', paid: '#2e8b57', unpaid: '#e0a526' };

/**
 * The charts draw only: screen readers get the same numbers from the table beside each chart, so
 * Highcharts' own accessibility layer is switched off rather than announcing everything twice.
 */
const common: Options = {
  accessibility: { enabled: false },
  credits: { enabled: false },
  title: { text: undefined },
  chart: { style: { fontFamily: 'inherit' }, spacing: [8, 4, 8, 4] },
};

/** Monthly columns: the number of signings, or their fees split into paid and still owed. */
export function signingsChartOptions(months: SigningSummaryLine[], measure: ChartMeasure): Options {
  const categories = months.map((line) => line.Title);
  const series: Options['series'] =
    measure === 'count'
      ? [{ type: 'column', name: 'Signings', color: COLORS.count, data: months.map((line) => line.AppointmentCount) }]
      : [
          { type: 'column', name: 'Unpaid', color: COLORS.unpaid, data: months.map((line) => line.AmountUnpaid) },
          { type: 'column', name: 'Paid', color: COLORS.paid, data: months.map((line) => line.AmountPaid) },
        ];
  return {
    ...common,
    chart: { ...common.chart, type: 'column', height: 300 },
    xAxis: { categories },
    yAxis: {
      title: { text: undefined },
      allowDecimals: measure === 'dollars',
      min: 0,
      labels: { format: measure === 'dollars' ? '${value:,.0f}' : '{value}' },
      stackLabels: { enabled: false },
    },
    legend: { enabled: measure === 'dollars' },
    tooltip: measure === 'dollars' ? { shared: true, valuePrefix: '$', valueDecimals: 2 } : { valueDecimals: 0 },
    plotOptions: { column: { stacking: measure === 'dollars' ? 'normal' : undefined, borderRadius: 3, maxPointWidth: 36 } },
    series,
  };
}
