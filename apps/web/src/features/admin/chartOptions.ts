import type { Options } from 'highcharts';
import type { AdminDashboard } from '@notary/contracts';
import { STATUS_COLORS } from './adminRules';

const base: Options = {
  accessibility: { enabled: false },
  credits: { enabled: false },
  title: { text: undefined },
  legend: { enabled: false },
};

/** A column per status of spec 000, in its order (the ones not possible yet stay at zero). */
export function usersByStatusOptions(byStatus: AdminDashboard['UsersByStatus']): Options {
  // Highcharts keeps and changes the arrays it is given: it gets copies, never the cached answer.
  const rows = byStatus.map((row) => ({ ...row }));
  return {
    ...base,
    chart: { type: 'column', height: 280, style: { fontFamily: 'inherit' } },
    xAxis: { categories: rows.map((row) => row.Status) },
    yAxis: { min: 0, allowDecimals: false, title: { text: 'Users' } },
    tooltip: { pointFormat: '<b>{point.y}</b> users' },
    plotOptions: { series: { animation: false }, column: { borderRadius: 3 } },
    series: [{ type: 'column', name: 'Users', data: rows.map((row) => ({ y: row.Count, color: STATUS_COLORS[row.Status] })) }],
  };
}

/** Signups per week, oldest first, as a line with its points marked. */
export function signupsByWeekOptions(weeks: AdminDashboard['SignupsByWeek']): Options {
  const rows = weeks.map((week) => ({ ...week }));
  return {
    ...base,
    chart: { type: 'line', height: 280, style: { fontFamily: 'inherit' } },
    xAxis: { categories: rows.map((week) => weekLabel(week.WeekStart)), labels: { step: 4 } },
    yAxis: { min: 0, allowDecimals: false, title: { text: 'Signups' } },
    tooltip: { headerFormat: 'Week of {point.key}<br/>', pointFormat: '<b>{point.y}</b> signups' },
    plotOptions: { series: { animation: false, marker: { enabled: true, radius: 3 } } },
    series: [{ type: 'line', name: 'Signups', color: '#1c5d8c', data: rows.map((week) => week.Count) }],
  };
}

/** "Mar 2" for the week starting on Monday 2 March (dates from the server are UTC days). */
export const weekLabel = (weekStart: string): string =>
  new Date(`${weekStart}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
