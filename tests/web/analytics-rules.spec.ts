import type { AnalyticsTotals, AppointmentTypeSummary } from '@notary/contracts';
import { liveUpdatesOf } from '../../apps/web/src/app/liveUpdates';
import {
  analyticsYears,
  businessRows,
  chartRows,
  choiceFromParams,
  describeYear,
  marginOf,
  paramsOfChoice,
  shareOf,
} from '../../apps/web/src/features/analytics/analyticsRules';
import { billedAndProfitOptions, trendOptions } from '../../apps/web/src/features/analytics/chartOptions';
import { analyticsLive } from '../../apps/web/src/features/analytics/tags';

// The analytics screens' rules (issue 15): spec 001 §9's years, the views, the rows, what the
// charts draw (copies, never the store's frozen arrays), and which announcements refresh them.

const months = (billed: number[]): AnalyticsTotals[] =>
  ['Jan', 'Feb', 'Mar'].map((Title, index) => ({
    Title,
    AppointmentCount: billed[index] ? 1 : 0,
    TotalAmount: billed[index] ?? 0,
    AmountPaid: 0,
    ExpenseAmount: 0,
    Profit: billed[index] ?? 0,
  }));
const figures = (TotalAmount: number, Profit = TotalAmount) => ({
  AppointmentCount: 1,
  TotalAmount,
  AmountPaid: 0,
  ExpenseAmount: TotalAmount - Profit,
  Profit,
});

const summary: AppointmentTypeSummary = {
  Year: 2025,
  ...figures(400, 300),
  Totals: months([100, 300, 0]),
  ExpenseSummary: { Year: 2025, Totals: [], TotalAmount: 100 },
  Categories: [
    {
      Id: 2,
      Title: 'LOAN SIGNING WORK',
      ...figures(300, 225),
      Totals: months([0, 300, 0]),
      AppointmentTypes: [
        { Id: 1, Title: 'Refinance', ...figures(200, 150), Totals: months([0, 200, 0]) },
        { Id: 6, Title: 'Loan Signing', ...figures(100, 75), Totals: months([0, 100, 0]) },
      ],
    },
    {
      Id: 1,
      Title: 'SPECIALTY/GENERAL NOTARY WORK',
      ...figures(100, 75),
      Totals: months([100, 0, 0]),
      AppointmentTypes: [{ Id: 10, Title: 'Acknowledgment', ...figures(100, 75), Totals: months([100, 0, 0]) }],
    },
  ],
};

describe('analytics', () => {
  it('offers the years from this year down to 2015, and reads the year and view from the address', () => {
    const years = analyticsYears(2026);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2015);
    expect(years).toHaveLength(12);
    expect(choiceFromParams(new URLSearchParams('Year=2019&View=detailed'), 2026)).toEqual({ year: 2019, view: 'detailed' });
    expect(choiceFromParams(new URLSearchParams('Year=2014'), 2026)).toEqual({ year: 2026, view: 'summary' });
    expect(choiceFromParams(new URLSearchParams('Year=2027&View=odd'), 2026)).toEqual({ year: 2026, view: 'summary' });
    expect(paramsOfChoice({ year: 2020, view: 'detailed' })).toEqual({ Year: '2020', View: 'detailed' });
  });

  it('shows categories in the summary and types of work with their category in the detailed view, most billed first', () => {
    expect(businessRows(summary, 'summary').map((row) => [row.name, row.TotalAmount])).toEqual([
      ['LOAN SIGNING WORK', 300],
      ['SPECIALTY/GENERAL NOTARY WORK', 100],
    ]);
    expect(businessRows(summary, 'detailed').map((row) => [row.name, row.group, row.TotalAmount])).toEqual([
      ['Refinance', 'LOAN SIGNING WORK', 200],
      ['Acknowledgment', 'SPECIALTY/GENERAL NOTARY WORK', 100],
      ['Loan Signing', 'LOAN SIGNING WORK', 100],
    ]);
    expect(marginOf({ TotalAmount: 400, Profit: 300 })).toBe(75);
    expect(marginOf({ TotalAmount: 0, Profit: -50 })).toBeNull();
    expect(shareOf(100, 400)).toBe(25);
    expect(describeYear(summary, 2025)).toBe('1 signing in 2025: $400.00 billed, $300.00 profit after expenses.');
    expect(describeYear({ AppointmentCount: 0, TotalAmount: 0, Profit: -20 }, 2019)).toBe('No signings dated in 2019.');
  });

  it('joins the rows a chart has no room for into one, month by month, to the cent', () => {
    const rows = businessRows(summary, 'detailed');
    const charted = chartRows(rows, 2, 'Other types');
    expect(charted.map((row) => [row.name, row.TotalAmount, row.Profit])).toEqual([
      ['Refinance', 200, 150],
      ['Other types (2)', 200, 150],
    ]);
    expect(charted[1]!.months.map((month) => month.TotalAmount)).toEqual([100, 100, 0]);
    expect(chartRows(rows, 5)).toEqual(rows);
  });

  it('hands Highcharts arrays of its own, never the frozen store data', () => {
    const frozen = Object.freeze(businessRows(Object.freeze(summary), 'summary').map((row) => Object.freeze(row)));
    const columns = billedAndProfitOptions(frozen, false);
    const series = columns.series as Array<{ data: number[]; name: string }>;
    expect(series.map((s) => [s.name, s.data])).toEqual([
      ['Billed', [300, 100]],
      ['Profit', [225, 75]],
    ]);
    expect(Object.isFrozen(series[0]!.data)).toBe(false);
    const yearProfit = Object.freeze([100, 300, 0]);
    const trend = trendOptions(frozen, yearProfit, ['Jan', 'Feb', 'Mar'], true);
    const lines = trend.series as Array<{ data: number[]; name: string }>;
    expect(lines.map((line) => line.name)).toEqual(['LOAN SIGNING WORK', 'SPECIALTY/GENERAL NOTARY WORK', 'Profit, all work']);
    expect(lines[2]!.data).toEqual([100, 300, 0]);
    expect(lines.every((line) => !Object.isFrozen(line.data) && line.data !== (yearProfit as unknown))).toBe(true);
  });

  it('refreshes when a signing, expense, customer or setting is saved anywhere', () => {
    const live = liveUpdatesOf([analyticsLive]);
    for (const kind of ['signing.saved', 'signing.deleted', 'expense.saved', 'expense.deleted', 'customer.saved', 'settings.saved']) {
      expect(live.staleTagsFor(kind, [{ Id: 'x' }])).toEqual(['Analytics']);
    }
    expect(live.staleTagsFor('mileage.saved', [{ Id: 'x' }])).toBeNull();
  });
});
