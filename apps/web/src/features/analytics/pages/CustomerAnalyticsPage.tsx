import { useMemo } from 'react';
import { Page } from '../../../shared/ui/Page';
import { useGetCustomerSummaryQuery } from '../api';
import { customerRows, describeYear } from '../analyticsRules';
import { AnalyticsCharts } from '../components/AnalyticsCharts';
import { AnalyticsFigures } from '../components/AnalyticsFigures';
import { AnalyticsTable } from '../components/AnalyticsTable';
import { AnalyticsToolbar } from '../components/AnalyticsToolbar';
import { figureColumns, figureTotals, monthColumns, monthTotals } from '../components/analyticsColumns';
import { LoadProblem } from '../components/LoadProblem';
import { useYearAndView } from '../useYearAndView';
import '../../../styles/controls.css';
import '../../../styles/tables.css';
import '../analytics.css';

const VIEW_LABELS = { summary: 'Summary: the year', detailed: 'Detailed: month by month' };
const NOUN = { one: 'customer', many: 'customers' };

/**
 * /CustomerAnalytics (spec 001 §2): a year's signings per customer: billed, paid, the expenses each
 * carries and the profit (summary), or billed month by month (detailed); column, pie and trend
 * charts with their figures beside them, and a table sortable by every column. Live like the rest.
 */
export default function CustomerAnalyticsPage() {
  const { currentYear, year, view, choose } = useYearAndView();
  const { data: summary, error, isFetching, refetch } = useGetCustomerSummaryQuery(year);
  const rows = useMemo(() => (summary ? customerRows(summary) : []), [summary]);
  const months = useMemo(() => (summary ? summary.Totals.map((month) => month.Title) : []), [summary]);
  const detailed = view === 'detailed';
  const columns = useMemo(() => (detailed ? monthColumns('Customer', months) : figureColumns('Customer', false)), [detailed, months]);

  return (
    <Page title="Customer Analytics" help="businessCenter">
      <AnalyticsToolbar year={year} currentYear={currentYear} view={view} viewLabels={VIEW_LABELS} onChange={choose} />
      {error && !summary && <LoadProblem error={error} onRetry={refetch} />}
      {!summary && !error && <p role="status">Loading the analytics…</p>}
      {summary && (
        <div className="analytics" aria-busy={isFetching || undefined}>
          <p className="analytics-lead">{describeYear(summary, summary.Year)}</p>
          <AnalyticsFigures figures={summary} />
          {rows.length > 0 ? (
            <>
              <AnalyticsCharts rows={rows} year={summary.Totals} noun={NOUN} othersName="Other customers" />
              <section className="analytics-section" aria-labelledby="analytics-table-title">
                <h2 id="analytics-table-title">{detailed ? `By customer and month, ${summary.Year}` : `By customer, ${summary.Year}`}</h2>
                <AnalyticsTable
                  caption={detailed ? `Billed per customer by month in ${summary.Year}` : `Signings by customer in ${summary.Year}`}
                  rows={rows}
                  columns={columns}
                  totals={{ label: 'All customers', cells: detailed ? monthTotals(summary, summary.Totals) : figureTotals(summary) }}
                />
              </section>
            </>
          ) : (
            <p className="empty-state card">Customer analytics show here once signings are dated in {summary.Year}. Choose another year above.</p>
          )}
        </div>
      )}
    </Page>
  );
}
