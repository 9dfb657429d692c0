import { useMemo } from 'react';
import { Page } from '../../../shared/ui/Page';
import { useGetAppointmentTypeSummaryQuery } from '../api';
import { businessRows, describeYear } from '../analyticsRules';
import { AnalyticsCharts } from '../components/AnalyticsCharts';
import { AnalyticsFigures } from '../components/AnalyticsFigures';
import { AnalyticsTable } from '../components/AnalyticsTable';
import { AnalyticsToolbar } from '../components/AnalyticsToolbar';
import { figureColumns, figureTotals } from '../components/analyticsColumns';
import { LoadProblem } from '../components/LoadProblem';
import { useYearAndView } from '../useYearAndView';
import '../../../styles/controls.css';
import '../../../styles/tables.css';
import '../analytics.css';

const VIEW_LABELS = { summary: 'Summary: by category', detailed: 'Detailed: by type of work' };

/**
 * /BusinessAnalytics (spec 001 §2): a year's signings by category of work (summary) or type of work
 * (detailed): billed, paid, the expenses each carries and the profit, in column, pie and trend
 * charts with their figures beside them, and a table sortable by every column. Live: a signing,
 * expense, customer or setting saved anywhere refreshes it.
 */
export default function BusinessAnalyticsPage() {
  const { currentYear, year, view, choose } = useYearAndView();
  const { data: summary, error, isFetching, refetch } = useGetAppointmentTypeSummaryQuery(year);
  const rows = useMemo(() => (summary ? businessRows(summary, view) : []), [summary, view]);
  const detailed = view === 'detailed';
  const columns = useMemo(() => figureColumns(detailed ? 'Type of work' : 'Category', detailed), [detailed]);
  const noun = detailed ? { one: 'type of work', many: 'types of work' } : { one: 'category', many: 'categories' };

  return (
    <Page title="Business Analytics" help="businessCenter">
      <AnalyticsToolbar year={year} currentYear={currentYear} view={view} viewLabels={VIEW_LABELS} onChange={choose} />
      {error && !summary && <LoadProblem error={error} onRetry={refetch} />}
      {!summary && !error && <p role="status">Loading the analytics…</p>}
      {summary && (
        <div className="analytics" aria-busy={isFetching || undefined}>
          <p className="analytics-lead">{describeYear(summary, summary.Year)}</p>
          <AnalyticsFigures figures={summary} />
          {rows.length > 0 ? (
            <>
              <AnalyticsCharts rows={rows} year={summary.Totals} noun={noun} othersName={detailed ? 'Other types' : 'Other categories'} />
              <section className="analytics-section" aria-labelledby="analytics-table-title">
                <h2 id="analytics-table-title">{detailed ? `By type of work, ${summary.Year}` : `By category, ${summary.Year}`}</h2>
                <AnalyticsTable
                  caption={detailed ? `Signings by type of work in ${summary.Year}` : `Signings by category in ${summary.Year}`}
                  rows={rows}
                  columns={columns}
                  totals={{ label: 'All work', cells: figureTotals(summary) }}
                />
              </section>
            </>
          ) : (
            <p className="empty-state card">Business analytics show here once signings are dated in {summary.Year}. Choose another year above.</p>
          )}
        </div>
      )}
    </Page>
  );
}
