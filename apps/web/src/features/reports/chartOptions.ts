import type { Options } from 'highcharts';
import type { ReportChart } from '@notary/contracts';

/**
 * A report's chart in Highcharts: dollars on the axis and in the tooltip; pies with their share.
 * Highcharts writes into the arrays it is given, and the report is frozen store data: copies go in.
 */
export function reportChartOptions(chart: ReportChart, narrow: boolean): Options {
  const common: Options = {
    accessibility: { enabled: false },
    credits: { enabled: false },
    title: { text: undefined },
    chart: { height: narrow ? 260 : 320, style: { fontFamily: 'inherit' } },
    tooltip: { valuePrefix: '$', valueDecimals: 2 },
  };
  if (chart.Type === 'pie') {
    const series = chart.Series[0];
    return {
      ...common,
      plotOptions: { pie: { animation: false, dataLabels: { enabled: !narrow, format: '{point.name}: {point.percentage:.0f}%' } } },
      series: [{ type: 'pie', name: series?.Name ?? '', data: chart.Categories.map((name, index) => ({ name, y: series?.Data[index] ?? 0 })) }],
    };
  }
  return {
    ...common,
    xAxis: { categories: [...chart.Categories] },
    yAxis: { title: { text: undefined }, labels: { format: '${value:,.0f}' } },
    plotOptions: { series: { animation: false } },
    series: chart.Series.map((series) => ({ type: chart.Type === 'line' ? 'line' : 'column', name: series.Name, data: [...series.Data] })),
  };
}
