import type { Options } from 'highcharts';
import type { ExpenseSummary, SigningSummaryLine } from '@notary/contracts';
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

const EXPENSE_COLORS = ['#1c5d8c', '#2e8b57', '#e0a526', '#8e44ad', '#c0392b', '#16a085', '#d35400', '#7f8c8d', '#2c3e50', '#27ae60'];

/** Spec 000 §3's half-pie of the year's expenses, a slice per expense type. */
export function expensesChartOptions(summary: ExpenseSummary): Options {
  return {
    ...common,
    chart: { ...common.chart, type: 'pie', height: 260 },
    tooltip: { pointFormat: '<b>${point.y:,.2f}</b> ({point.percentage:.0f}%)' },
    plotOptions: {
      pie: {
        startAngle: -90,
        endAngle: 90,
        center: ['50%', '75%'],
        size: '110%',
        innerSize: '55%',
        animation: false,
        colors: EXPENSE_COLORS,
        dataLabels: { enabled: false },
        showInLegend: true,
      },
    },
    legend: { enabled: true },
    series: [{ type: 'pie', name: 'Expenses', data: summary.Totals.map((line) => ({ name: line.Title, y: line.TotalAmount })) }],
  };
}
