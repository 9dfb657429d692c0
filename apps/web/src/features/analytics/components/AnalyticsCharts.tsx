import { useMemo } from 'react';
import type { AnalyticsTotals } from '@notary/contracts';
import { useMediaQuery } from '../../../shared/hooks/useMediaQuery';
import { CHART_ROWS, chartRows, shareOf, TREND_LINES, type AnalyticsRow } from '../analyticsRules';
import { billedAndProfitOptions, billedShareOptions, trendOptions } from '../chartOptions';
import { ChartCard } from './ChartCard';
import { FiguresTable, type FigureColumn } from './FiguresTable';

export interface AnalyticsChartsProps {
  rows: readonly AnalyticsRow[];
  /** The whole year by month (every part together). */
  year: readonly AnalyticsTotals[];
  /** The parts in the page's words: { one: 'type of work', many: 'types of work' }. */
  noun: { one: string; many: string };
  /** The name of the row that joins the parts a chart has no room for. */
  othersName: string;
}

/** Column (billed and profit), pie (share of billed) and trend (billed by month) charts, each with its figures beside it. */
export function AnalyticsCharts({ rows, year, noun, othersName }: AnalyticsChartsProps) {
  const narrow = useMediaQuery('(max-width: 600px)');
  const charted = useMemo(() => chartRows(rows, CHART_ROWS, othersName), [rows, othersName]);
  const trended = useMemo(() => chartRows(rows, TREND_LINES, othersName), [rows, othersName]);
  const yearProfit = useMemo(() => year.map((month) => month.Profit), [year]);
  const months = useMemo(() => year.map((month) => month.Title), [year]);
  const columns = useMemo(() => billedAndProfitOptions(charted, narrow), [charted, narrow]);
  const pie = useMemo(() => billedShareOptions(charted, narrow), [charted, narrow]);
  const trend = useMemo(() => trendOptions(trended, yearProfit, months, narrow), [trended, yearProfit, months, narrow]);
  const billed = charted.reduce((sum, row) => sum + row.TotalAmount, 0);
  const nameColumn: FigureColumn = { key: 'name', title: noun.one.charAt(0).toUpperCase() + noun.one.slice(1), kind: 'text' };
  const trendColumns: FigureColumn[] = [
    { key: 'month', title: 'Month', kind: 'text' },
    ...trended.map((row, index) => ({ key: `r${index}`, title: row.name, kind: 'money' as const })),
    { key: 'profit', title: 'Profit, all work', kind: 'money' },
  ];

  // Highcharts updates a chart in place and keeps points and series the new options leave out (a
  // category's slice after switching to types of work): other rows make a new chart.
  const chartKey = charted.map((row) => row.id).join('|');
  const trendKey = trended.map((row) => row.id).join('|');

  return (
    <div className="analytics-charts">
      <ChartCard key={`columns:${chartKey}`} title={`Billed and profit by ${noun.one}`} options={columns}>
        <FiguresTable
          caption={`Billed and profit by ${noun.one}`}
          columns={[nameColumn, { key: 'billed', title: 'Billed', kind: 'money' }, { key: 'profit', title: 'Profit', kind: 'money' }]}
          rows={charted.map((row) => ({ name: row.name, billed: row.TotalAmount, profit: row.Profit }))}
        />
      </ChartCard>
      <ChartCard key={`pie:${chartKey}`} title="Share of billed" options={pie}>
        <FiguresTable
          caption={`Share of billed by ${noun.one}`}
          columns={[nameColumn, { key: 'billed', title: 'Billed', kind: 'money' }, { key: 'share', title: 'Share', kind: 'percent' }]}
          rows={charted.map((row) => ({ name: row.name, billed: row.TotalAmount, share: shareOf(row.TotalAmount, billed) }))}
        />
      </ChartCard>
      <ChartCard key={`trend:${trendKey}`} title="Billed by month" options={trend} stacked>
        <FiguresTable
          caption={`Billed by month for the ${noun.many} most billed, and the year's profit`}
          columns={trendColumns}
          rows={months.map((month, index) => ({
            month,
            ...Object.fromEntries(trended.map((row, line) => [`r${line}`, row.months[index]!.TotalAmount])),
            profit: yearProfit[index]!,
          }))}
        />
      </ChartCard>
    </div>
  );
}
