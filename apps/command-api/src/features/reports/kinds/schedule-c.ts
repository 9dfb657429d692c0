import { estimateSelfEmploymentTax, isNotarialFee, type SelfEmploymentTaxEstimate } from '@notary/domain';
import type { ReportExpense, ReportPeriod } from '@notary/read-models';
import { sumDollars, type ReportInputs } from '../report-kit';
import { expenseLines, mileageItems, mileageTotals, type ExpenseLine, type MileageItem, type MileageTotals } from './deductions';

/**
 * The figures of a Schedule C for the period, on the cash method most sole proprietors use: gross
 * receipts are the payments received in the period; expenses are those dated in it (their
 * deductible part), plus the standard mileage deduction.
 */
export interface ScheduleCFigures {
  grossReceipts: number;
  notarialReceipts: number;
  otherReceipts: number;
  lines: ExpenseLine[];
  expenses: number;
  mileage: MileageTotals;
  mileageItems: MileageItem[];
  /** Expenses plus the mileage deduction (Schedule C line 28). */
  totalDeductions: number;
  netProfit: number;
  selfEmployment: SelfEmploymentTaxEstimate;
}

export function receiptsOf(inputs: Pick<ReportInputs, 'payments' | 'workTypes'>, within?: ReportPeriod) {
  const notarial: number[] = [];
  const other: number[] = [];
  for (const payment of inputs.payments) {
    if (within && (payment.PaidDate < within.StartDate || payment.PaidDate > within.EndDate)) continue;
    const type = payment.LoanType === null ? undefined : inputs.workTypes.get(payment.LoanType);
    (isNotarialFee(type) ? notarial : other).push(payment.Amount);
  }
  const notarialReceipts = sumDollars(notarial);
  const otherReceipts = sumDollars(other);
  return { grossReceipts: sumDollars([notarialReceipts, otherReceipts]), notarialReceipts, otherReceipts };
}

export const deductibleOf = (expenses: readonly ReportExpense[]) => sumDollars(expenseLines(expenses).map((line) => line.Deductible));

export function scheduleC(inputs: ReportInputs): ScheduleCFigures {
  const receipts = receiptsOf(inputs);
  const lines = expenseLines(inputs.expenses);
  const expenses = sumDollars(lines.map((line) => line.Deductible));
  const items = mileageItems(inputs);
  const mileage = mileageTotals(items);
  const totalDeductions = sumDollars([expenses, mileage.deduction]);
  const netProfit = sumDollars([receipts.grossReceipts, -totalDeductions]);
  const year = Number(inputs.period.EndDate.slice(0, 4));
  return {
    ...receipts,
    lines,
    expenses,
    mileage,
    mileageItems: items,
    totalDeductions,
    netProfit,
    selfEmployment: estimateSelfEmploymentTax(year, netProfit, receipts.grossReceipts, receipts.notarialReceipts),
  };
}
