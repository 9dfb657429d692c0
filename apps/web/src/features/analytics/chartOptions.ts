import type { Options } from 'highcharts';
import type { AnalyticsRow } from './analyticsRules';
import type { PlanMonth } from './budgetRules';

export const COLORS = { billed: '#1c5d8c', profit: '#2e8b57', loss: '#c0392b', target: '#e0a526' };
// Slices and lines; green is kept for profit, drawn beside them.
const PART_COLORS = ['#1c5d8c', '#e0a526', '#8e44ad', '#c0392b', '#5b8fb9', '#d35400', '#7f8c8d', '#2c3e50', '#b8860b'];

/**
 * The charts draw only: the table beside each holds the same figures for screen readers (Highcharts'
 * own accessibility layer is off). Every array handed to Highcharts is made here, new: it writes
 * into the arrays it is given, and the summaries are frozen store data.
 */
const common = (height: number): Options => ({
  accessibility: { enabled: false },
  credits: { enabled: false },
  title: { text: undefined },
  // No animation, also when a figure changes: the chart shows the new figures at once.
  chart: { height, animation: false, style: { fontFamily: 'inherit' }, spacing: [8, 4, 8, 4] },
});

const money = { valuePrefix: '$', valueDecimals: 2 };
const axisLabels = { format: '${value:,.0f}', style: { textOverflow: 'none' } };

/** Columns of billed and profit (red below zero) per category, type of work or customer. */
export function billedAndProfitOptions(rows: readonly AnalyticsRow[], narrow: boolean): Options {
  return {
    ...common(narrow ? 280 : 320),
    chart: { ...common(narrow ? 280 : 320).chart, type: 'column' },
    xAxis: { categories: rows.map((row) => row.name), labels: { style: { width: narrow ? 70 : 120, textOverflow: 'ellipsis' } } },
    yAxis: { title: { text: undefined }, labels: axisLabels, plotLines: [{ value: 0, width: 1, color: '#9aa5b1' }] },
    tooltip: { ...money, shared: true },
    plotOptions: { column: { animation: false, borderRadius: 3, maxPointWidth: 40 } },
    series: [
      { type: 'column', name: 'Billed', color: COLORS.billed, data: rows.map((row) => row.TotalAmount) },
      { type: 'column', name: 'Profit', color: COLORS.profit, negativeColor: COLORS.loss, data: rows.map((row) => row.Profit) },
    ],
  };
}

/** A pie of what each part billed, with its share. */
export function billedShareOptions(rows: readonly AnalyticsRow[], narrow: boolean): Options {
  return {
    ...common(narrow ? 280 : 320),
    tooltip: { pointFormat: '<b>${point.y:,.2f}</b> ({point.percentage:.0f}%)' },
    plotOptions: {
      pie: {
        animation: false,
        colors: [...PART_COLORS],
        dataLabels: { enabled: !narrow, format: '{point.name}: {point.percentage:.0f}%', style: { width: 120, textOverflow: 'ellipsis' } },
        showInLegend: narrow,
      },
    },
    series: [{ type: 'pie', name: 'Billed', data: rows.filter((row) => row.TotalAmount > 0).map((row) => ({ name: row.name, y: row.TotalAmount })) }],
  };
}

/** A line per part of what it billed each month, and the year's profit dashed beside them. */
export function trendOptions(rows: readonly AnalyticsRow[], yearProfit: readonly number[], months: readonly string[], narrow: boolean): Options {
  return {
    ...common(narrow ? 280 : 320),
    chart: { ...common(narrow ? 280 : 320).chart, type: 'line' },
    xAxis: { categories: [...months] },
    yAxis: { title: { text: undefined }, labels: axisLabels, plotLines: [{ value: 0, width: 1, color: '#9aa5b1' }] },
    tooltip: { ...money, shared: true },
    legend: { enabled: true },
    plotOptions: { series: { animation: false, marker: { radius: 3 } } },
    series: [
      ...rows.map((row, index) => ({
        type: 'line' as const,
        name: row.name,
        color: PART_COLORS[index % PART_COLORS.length],
        data: row.months.map((month) => month.TotalAmount),
      })),
      { type: 'line', name: 'Profit, all work', color: COLORS.profit, dashStyle: 'Dash', data: [...yearProfit] },
    ],
  };
}

/** The planner: each month's billed as a column against the monthly target as a line. */
export function budgetChartOptions(months: readonly PlanMonth[], narrow: boolean): Options {
  return {
    ...common(narrow ? 280 : 320),
    xAxis: { categories: months.map((month) => (narrow ? month.title.slice(0, 3) : month.title)) },
    yAxis: { title: { text: undefined }, min: 0, labels: axisLabels },
    tooltip: { ...money, shared: true },
    legend: { enabled: true },
    plotOptions: { series: { animation: false }, column: { borderRadius: 3, maxPointWidth: 36 } },
    series: [
      { type: 'column', name: 'Billed', color: COLORS.billed, data: months.map((month) => month.billed) },
      { type: 'line', name: 'Monthly target', color: COLORS.target, dashStyle: 'Dash', marker: { enabled: false }, data: months.map((month) => month.target) },
    ],
  };
}
