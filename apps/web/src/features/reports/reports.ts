/** The reports in the menu; each opens in its own window at /report/report/{name}. */
export const reports = {
  income: 'Income',
  unpaid: 'Unpaid',
  signingtype: 'Signing Type',
  pnl: 'Profit & Loss',
  expense: 'Expense',
  mileage: 'Mileage',
  tax: 'Tax',
  summary: 'Tax Summary',
} as const;

export type ReportName = keyof typeof reports;

export function reportPath(name: ReportName): string {
  return `/report/report/${name}`;
}

export function isReportName(name: string | undefined): name is ReportName {
  return !!name && Object.hasOwn(reports, name);
}

/** One window per report, so opening the same report again brings its window back. */
export const reportWindowName = (name: ReportName) => `notary-ledger-report-${name}`;
