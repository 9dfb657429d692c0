import type { TaxYearBooks, TaxYearChange, TaxYearRowKind } from '@notary/contracts';
import { rowChanges, type Row } from '@notary/domain';
import type { OwnerScope } from '@notary/read-models';
import { taxReport } from '../../reports/kinds/tax.report';
import { buildReport, readReportInputs } from '../../reports/report.query';
import { customerNameOf, signerName, sumDollars, workTypeNameOf } from '../../reports/report-kit';

export const yearPeriod = (year: number) => ({ StartDate: `${year}-01-01`, EndDate: `${year}-12-31`, Label: String(year) });

/**
 * The tax year as one scope's documents tell it: the reports' own reads and the tax report's own
 * figures (gross receipts on the cash method, expenses by Schedule C line, mileage, net profit, the
 * SE tax estimate), and the rows behind them, compact. The scope is today's read models or the ones
 * replayed as of a moment: the code is the same.
 */
export async function taxYearBooks(scope: OwnerScope, year: number, asOf: Date | null, generatedAt: Date): Promise<TaxYearBooks & { PreparedFor: string }> {
  const moment = asOf ?? generatedAt;
  const inputs = await readReportInputs(scope, taxReport.needs, yearPeriod(year), moment.toISOString().slice(0, 10), generatedAt.toISOString());
  const report = buildReport('tax', inputs);
  const Signings = inputs.signings.map((signing) => ({
    Id: signing.Id,
    Date: signing.AppointmentDate,
    Signer: signerName(signing),
    Customer: customerNameOf(signing),
    WorkType: workTypeNameOf(inputs, signing),
    Fee: signing.Amount ?? 0,
    Paid: signing.AmountPaid ?? 0,
    Miles: signing.Mileage ?? 0,
  }));
  return {
    PreparedFor: inputs.preparedFor,
    AsOf: asOf ? asOf.toISOString() : null,
    Income: {
      Billed: sumDollars(Signings.map((row) => row.Fee)),
      Paid: sumDollars(Signings.map((row) => row.Paid)),
      GrossReceipts: report.Totals.GrossReceipts ?? 0,
    },
    Figures: report.Figures,
    Totals: report.Totals,
    ScheduleC: report.Tables[0]!,
    Notes: report.Notes,
    Signings,
    Expenses: inputs.expenses.map((expense) => ({
      Id: expense.Id,
      Date: expense.Date,
      Payee: expense.Payee ?? '',
      Category: expense.CategoryName ?? '',
      Line: expense.ScheduleCLine ?? '',
      Amount: expense.Amount,
    })),
    Trips: inputs.trips.map((trip) => ({ Id: trip.Id, Date: trip.Date, Details: trip.Details ?? '', Miles: trip.Miles })),
    Payments: inputs.payments.map((payment) => ({
      Id: `${payment.SigningId}:${payment.PaymentId}`,
      SigningId: payment.SigningId,
      PaidDate: payment.PaidDate,
      Amount: payment.Amount,
    })),
  };
}

/** Every signing, expense, trip and payment added, changed or removed from one moment to the other. */
export function changesBetween(then: TaxYearBooks, now: TaxYearBooks): TaxYearChange[] {
  const kinds: Array<[TaxYearRowKind, keyof Pick<TaxYearBooks, 'Signings' | 'Expenses' | 'Trips' | 'Payments'>]> = [
    ['Signing', 'Signings'],
    ['Expense', 'Expenses'],
    ['Trip', 'Trips'],
    ['Payment', 'Payments'],
  ];
  return kinds.flatMap(([kind, rows]) => rowChanges(kind, then[rows] as Row[], now[rows] as Row[]));
}
