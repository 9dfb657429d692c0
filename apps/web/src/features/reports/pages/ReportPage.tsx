import { useCallback } from 'react';
import { NavLink, useParams, useSearchParams } from 'react-router-dom';
import { REPORT_KINDS, REPORT_TITLES } from '@notary/contracts/wire-values';
import { messageOf } from '../../../app/apiError';
import { formatUsDate, localToday } from '../../../shared/format';
import { Page } from '../../../shared/ui/Page';
import { useGetReportQuery } from '../api';
import { PeriodPicker } from '../components/PeriodPicker';
import { ReportChartCard } from '../components/ReportChartCard';
import { ReportFigures } from '../components/ReportFigures';
import { ReportTableView } from '../components/ReportTableView';
import { downloadUrl, isReportKind, periodFromParams, periodParams, type ReportPeriodChoice } from '../reportRules';
import '../../../styles/controls.css';
import '../../../styles/tables.css';
import '../reports.css';

/**
 * /report/report/{kind}: one report for a year or a range of dates, previewed here (figures with
 * their basis, notes, charts, tables) with its PDF, Excel and CSV downloads. Live: a signing,
 * expense or trip saved anywhere refreshes it.
 */
export default function ReportPage() {
  const { kind: asked } = useParams();
  const kind = isReportKind(asked?.toLowerCase()) ? (asked!.toLowerCase() as (typeof REPORT_KINDS)[number]) : 'income';
  const asOf = localToday();
  const thisYear = Number(asOf.slice(0, 4));
  const [params, setParams] = useSearchParams();
  const period = periodFromParams(params, thisYear);
  const { data: report, error, isFetching, refetch } = useGetReportQuery({ kind, period, asOf });
  const choose = useCallback((next: ReportPeriodChoice) => setParams(periodParams(next)), [setParams]);
  const query = params.toString();

  return (
    <Page title={`${REPORT_TITLES[kind]} Report`} help="reports">
      <nav className="report-kinds" aria-label="Reports">
        {REPORT_KINDS.map((other) => (
          <NavLink key={other} to={`/report/report/${other}${query ? `?${query}` : ''}`} className="report-kinds__link">
            {REPORT_TITLES[other]}
          </NavLink>
        ))}
      </nav>
      <div className="report-toolbar">
        <PeriodPicker key={query} period={period} thisYear={thisYear} onChange={choose} />
        <div className="report-downloads" role="group" aria-label="Download">
          <a className="button button--secondary" href={downloadUrl(kind, period, 'pdf', asOf)} target="_blank" rel="noopener">
            PDF
          </a>
          <a className="button button--secondary" href={downloadUrl(kind, period, 'xlsx', asOf)} download>
            Excel
          </a>
          <a className="button button--secondary" href={downloadUrl(kind, period, 'csv', asOf)} download>
            CSV
          </a>
        </div>
      </div>
      {error && !report && (
        <div className="notice notice--danger" role="alert">
          <strong className="notice__title">Unable to load summary data</strong>
          <p>{messageOf(error)}</p>
          <button type="button" className="button button--secondary" onClick={() => refetch()}>
            Try again
          </button>
        </div>
      )}
      {!report && !error && <p role="status">Loading the report…</p>}
      {report && (
        <div className="report" aria-busy={isFetching || undefined}>
          <p className="report-note">
            {report.Period.Label}
            {report.PreparedFor ? ` · ${report.PreparedFor}` : ''} · as of {formatUsDate(asOf)}
          </p>
          <ReportFigures report={report} />
          {report.Notes.length > 0 && (
            <section className={`notice ${kind === 'tax' || kind === 'summary' ? 'notice--warning' : 'notice--info'}`} aria-label="About these figures">
              {report.Notes.map((note) => (
                <p key={note}>{note}</p>
              ))}
            </section>
          )}
          {report.Charts.map((chart) => (
            <ReportChartCard key={chart.Title} chart={chart} />
          ))}
          {report.Tables.map((table) => (
            <ReportTableView key={table.Title} table={table} />
          ))}
        </div>
      )}
    </Page>
  );
}
