/**
 * Reports as the report API would build them, for the renderers' tests: a year's income report
 * (figures with their bases, a note, a table by month with totals, a table of signings with text
 * a spreadsheet must not run), a wide one (7 columns: landscape) and a busy year (5,000 rows).
 */
import type { Report, ReportTable } from '@notary/contracts';

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Signings and amounts of each month: 3 to 14 signings, $1,000.00 to $2,105.50. */
export const monthRows = MONTHS.map((Month, index) => ({ Month, Signings: index + 3, Amount: 1000 + index * 100.5, Share: 8.3 }));
export const monthTotals = { Signings: 102, Amount: 18_633 };

export const HYPERLINK = '=HYPERLINK("http://evil.example","Click")';
/** A customer name with a comma, a quote and a line break: every CSV quoting rule at once. */
export const AWKWARD = 'Smith, "Jr." Title\nSecond line';

const byMonth: ReportTable = {
  Title: 'Income by month',
  Columns: [
    { Key: 'Month', Title: 'Month', Kind: 'text' },
    { Key: 'Signings', Title: 'Signings', Kind: 'count' },
    { Key: 'Amount', Title: 'Amount', Kind: 'money' },
    { Key: 'Share', Title: 'Share', Kind: 'percent' },
  ],
  Rows: monthRows,
  Totals: { Label: 'Total', Values: monthTotals },
};

const signings: ReportTable = {
  Title: 'Signings: paid / unpaid [2025]',
  Columns: [
    { Key: 'Date', Title: 'Date', Kind: 'date' },
    { Key: 'Customer', Title: 'Customer', Kind: 'text' },
    { Key: 'Signer', Title: 'Signer', Kind: 'text' },
    { Key: 'Amount', Title: 'Amount', Kind: 'money' },
    { Key: 'Miles', Title: 'Miles', Kind: 'miles' },
  ],
  Rows: [
    { Date: '2025-01-07', Customer: 'First American Title', Signer: 'José Nguyễn', Amount: 150, Miles: 23.4 },
    { Date: '2025-02-11', Customer: AWKWARD, Signer: HYPERLINK, Amount: 125.5, Miles: 1234.5 },
    { Date: '2025-03-02', Customer: 'Walk-in', Signer: '+1 555 0100', Amount: -12, Miles: null },
  ],
  Totals: { Label: 'Total', Values: { Amount: 263.5, Miles: 1257.9 } },
};

export const incomeReport: Report = {
  Kind: 'income',
  Title: 'Income',
  Period: { StartDate: '2025-01-01', EndDate: '2025-12-31', Label: '2025' },
  PreparedFor: 'María Peña, Peña Mobile Notary LLC',
  GeneratedAt: '2026-01-15T17:00:00.000Z',
  Figures: [
    { Key: 'Gross', Label: 'Gross receipts', Value: 18_633, Kind: 'money', Basis: 'Amounts of the signings dated in the period' },
    { Key: 'Signings', Label: 'Signings', Value: 102, Kind: 'count', Basis: 'Signings dated in the period, cancelled ones left out' },
    { Key: 'Average', Label: 'Average fee', Value: 182.68, Kind: 'money' },
    { Key: 'Miles', Label: 'Miles driven', Value: 1257.9, Kind: 'miles', Basis: 'Miles of the signings and the extra trips' },
    { Key: 'Rate', Label: 'Mileage rate', Value: 70, Kind: 'cents', Basis: 'The IRS standard rate for 2025' },
    { Key: 'Margin', Label: 'Profit margin', Value: 15.3, Kind: 'percent' },
  ],
  Totals: { Gross: 18_633, Signings: 102, Average: 182.68, Miles: 1257.9, Rate: 70, Margin: 15.3 },
  Notes: ['This is an estimate, not tax advice: check it with your tax professional before you file.'],
  Tables: [byMonth, signings],
  Charts: [{ Type: 'column', Title: 'Income by month', Categories: MONTHS, Series: [{ Name: 'Amount', Data: monthRows.map((row) => row.Amount) }] }],
};

const CUSTOMERS = ['First American Title', 'Stewart Title of Orange County', 'Escrow Partners', 'Chicago Title'];

/** The signing of row `index` in a long table: a date in 2025, a customer, a signer, a fee and miles. */
export function signingRow(index: number) {
  return {
    Date: `2025-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
    Customer: CUSTOMERS[index % CUSTOMERS.length],
    Signer: `Signer ${String(index + 1).padStart(4, '0')} Peña`,
    WorkType: index % 3 === 0 ? 'Refinance' : 'Purchase – buyer',
    Amount: 125 + (index % 4) * 25.5,
    Miles: 10 + (index % 7) * 1.5,
  };
}

/** A busy year: the income report with a table of `rows` signings (its totals the sums of its columns). */
export function longReport(rows = 5000): Report {
  const Rows = Array.from({ length: rows }, (_, index) => signingRow(index));
  const sum = (key: 'Amount' | 'Miles') => Math.round(Rows.reduce((total, row) => total + row[key], 0) * 100) / 100;
  return {
    ...incomeReport,
    Tables: [
      {
        Title: 'Signings',
        Columns: [
          { Key: 'Date', Title: 'Date', Kind: 'date' },
          { Key: 'Customer', Title: 'Customer', Kind: 'text' },
          { Key: 'Signer', Title: 'Signer', Kind: 'text' },
          { Key: 'WorkType', Title: 'Type of work', Kind: 'text' },
          { Key: 'Amount', Title: 'Amount', Kind: 'money' },
          { Key: 'Miles', Title: 'Miles', Kind: 'miles' },
        ],
        Rows,
        Totals: { Label: 'Total', Values: { Amount: sum('Amount'), Miles: sum('Miles') } },
      },
    ],
  };
}

/** A mileage report whose table has 7 columns: too wide for portrait. */
export const wideReport: Report = {
  ...incomeReport,
  Kind: 'mileage',
  Title: 'Mileage',
  Figures: [{ Key: 'Deduction', Label: 'Mileage deduction', Value: 880.53, Kind: 'money', Basis: 'Miles times the IRS rate' }],
  Notes: [],
  Tables: [
    {
      Title: 'Trips',
      Columns: [
        { Key: 'Date', Title: 'Date', Kind: 'date' },
        { Key: 'Details', Title: 'Details', Kind: 'text' },
        { Key: 'Start', Title: 'Start', Kind: 'miles' },
        { Key: 'End', Title: 'End', Kind: 'miles' },
        { Key: 'Miles', Title: 'Miles', Kind: 'miles' },
        { Key: 'Rate', Title: 'Rate', Kind: 'cents' },
        { Key: 'Deduction', Title: 'Deduction', Kind: 'money' },
      ],
      Rows: [
        { Date: '2025-02-03', Details: 'Post office', Start: 12_000, End: 12_012, Miles: 12, Rate: 70, Deduction: 8.4 },
        { Date: '2025-02-04', Details: 'Signing in Irvine', Start: 12_012, End: 13_257.9, Miles: 1245.9, Rate: 70, Deduction: 872.13 },
      ],
      Totals: { Label: 'Total', Values: { Miles: 1257.9, Deduction: 880.53 } },
    },
  ],
};
