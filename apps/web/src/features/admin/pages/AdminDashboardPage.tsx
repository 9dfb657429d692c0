import { useId, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { messageOf } from '../../../app/apiError';
import { LazyChart } from '../../../shared/charts/LazyChart';
import { Page } from '../../../shared/ui/Page';
import { NOT_YET_POSSIBLE_NOTE, notYetPossible } from '../adminRules';
import { useGetAdminDashboardQuery } from '../api';
import { signupsByWeekOptions, usersByStatusOptions, weekLabel } from '../chartOptions';
import { StatusBadge } from '../components/StatusBadge';
import '../../../styles/dashboard.css';
import '../../../styles/tables.css';
import '../admin.css';

/** /Admin (admins only): how many users, in which status, and how many signed up each week. */
export default function AdminDashboardPage() {
  const statusHeading = useId();
  const signupsHeading = useId();
  const { data, error, refetch, isFetching } = useGetAdminDashboardQuery();
  const statusChart = useMemo(() => data && usersByStatusOptions(data.UsersByStatus), [data]);
  const signupsChart = useMemo(() => data && signupsByWeekOptions(data.SignupsByWeek), [data]);

  return (
    <Page title="Admin dashboard">
      <div className="list-toolbar">
        <Link to="/Admin/Users" className="button button--secondary">
          All users
        </Link>
        <button type="button" className="button button--secondary" onClick={() => void refetch()} disabled={isFetching}>
          Refresh
        </button>
      </div>
      {error && (
        <div className="notice notice--danger" role="alert">
          <strong className="notice__title">Unable to load the counts</strong>
          <p>{messageOf(error)}</p>
        </div>
      )}
      {!data && !error && (
        <p className="list-status" role="status">
          Loading the counts…
        </p>
      )}
      {data && (
        <div className="admin-dashboard">
          <dl className="stat-tiles admin-dashboard__totals">
            <Tile label="Users" value={data.Totals.Users} />
            <Tile label="Signed up, last 7 days" value={data.Totals.SignedUpLast7Days} />
            <Tile label="Active, last 30 days" value={data.Totals.ActiveLast30Days} />
            <Tile label="Signings on the books" value={data.Totals.Signings} />
            <Tile label="Expenses on the books" value={data.Totals.Expenses} />
          </dl>

          <section className="card" aria-labelledby={statusHeading}>
            <h2 id={statusHeading}>Users by status</h2>
            {statusChart && <LazyChart options={statusChart} height={280} />}
            <table className="data-table admin-dashboard__table">
              <caption className="visually-hidden">Users by status</caption>
              <thead>
                <tr>
                  <th scope="col">Status</th>
                  <th scope="col" className="numeric">
                    Users
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.UsersByStatus.map((row) => (
                  <tr key={row.Status}>
                    <td>
                      <StatusBadge status={row.Status} />
                      {notYetPossible(row.Status) && <span className="admin-note__mark"> not yet possible</span>}
                    </td>
                    <td className="numeric">{row.Count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="admin-note">{NOT_YET_POSSIBLE_NOTE}</p>
          </section>

          <section className="card" aria-labelledby={signupsHeading}>
            <h2 id={signupsHeading}>Signups by week</h2>
            {signupsChart && <LazyChart options={signupsChart} height={280} />}
            <details className="admin-dashboard__weeks">
              <summary>The numbers, week by week</summary>
              <table className="data-table">
                <caption className="visually-hidden">Signups by week, oldest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Week of</th>
                    <th scope="col" className="numeric">
                      Signups
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.SignupsByWeek.map((week) => (
                    <tr key={week.WeekStart}>
                      <td>{weekLabel(week.WeekStart)}</td>
                      <td className="numeric">{week.Count}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </section>
        </div>
      )}
    </Page>
  );
}

function Tile({ label, value }: { label: string; value: number }) {
  return (
    <div className="stat-tile">
      <dt>{label}</dt>
      <dd>{value.toLocaleString('en-US')}</dd>
    </div>
  );
}
