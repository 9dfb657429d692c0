import type { ReportKind } from '@notary/contracts';
import type { ReportBuilder } from './report-kit';
import { customerReport } from './kinds/customer.report';
import { expenseReport } from './kinds/expense.report';
import { incomeReport } from './kinds/income.report';
import { mileageReport } from './kinds/mileage.report';
import { pnlReport } from './kinds/pnl.report';
import { signingTypeReport } from './kinds/signing-type.report';
import { summaryReport } from './kinds/summary.report';
import { taxReport } from './kinds/tax.report';
import { unpaidReport } from './kinds/unpaid.report';

/** Every report by its kind (spec 000 §2's list, and spec 001's customer report). */
export const REPORTS: Record<ReportKind, ReportBuilder> = {
  income: incomeReport,
  unpaid: unpaidReport,
  signingtype: signingTypeReport,
  pnl: pnlReport,
  expense: expenseReport,
  mileage: mileageReport,
  tax: taxReport,
  summary: summaryReport,
  customer: customerReport,
};
