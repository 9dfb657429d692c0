import { fromCents, isScheduleCLine, mileageDeduction, mileageRateFor, SCHEDULE_C_LINE_IDS, SCHEDULE_C_LINES, toCents } from '@notary/domain';
import type { ReportExpense } from '@notary/read-models';
import { groupBy, round1, signerName, sumDollars, type ReportInputs } from '../report-kit';

/** The period's expenses on one Schedule C line: spent, and the part deductible (meals 50%). */
export interface ExpenseLine {
  Line: string;
  Title: string;
  Expenses: number;
  Spent: number;
  DeductiblePercent: number;
  Deductible: number;
}

const lineOf = (expense: Pick<ReportExpense, 'ScheduleCLine'>) => (isScheduleCLine(expense.ScheduleCLine) ? expense.ScheduleCLine : '27a');

/** The expenses by Schedule C line, in the form's order. */
export function expenseLines(expenses: readonly ReportExpense[]): ExpenseLine[] {
  const byLine = groupBy(expenses, lineOf);
  return SCHEDULE_C_LINE_IDS.filter((line) => byLine.has(line)).map((line) => {
    const own = byLine.get(line)!;
    const { Title, DeductiblePercent } = SCHEDULE_C_LINES[line];
    const Spent = sumDollars(own.map((expense) => expense.Amount));
    // Each expense's deductible part is rounded on its own, so any split of the expenses (by quarter,
    // by type) adds up to the same deductible total.
    const Deductible = sumDollars(own.map((expense) => fromCents(Math.round((toCents(expense.Amount) * DeductiblePercent) / 100))));
    return { Line: line, Title, Expenses: own.length, Spent, DeductiblePercent, Deductible };
  });
}

/** A trip or a signing's miles, at the rate of its date. */
export interface MileageItem {
  Date: string;
  Source: 'Trip' | 'Signing';
  Details: string;
  Miles: number;
  RateCents: number;
  RateBasis: string;
  Deduction: number;
}

/** Every trip and every signing with miles in the period, oldest first, each worth its own date's rate. */
export function mileageItems(inputs: Pick<ReportInputs, 'trips' | 'signings' | 'ownMileageRate'>): MileageItem[] {
  const item = (Date: string, Source: MileageItem['Source'], Details: string, Miles: number): MileageItem => {
    const rate = mileageRateFor(Date, inputs.ownMileageRate);
    return { Date, Source, Details, Miles, RateCents: rate.cents, RateBasis: rate.basis, Deduction: mileageDeduction(Miles, rate) };
  };
  return [
    ...inputs.trips.map((trip) => item(trip.Date, 'Trip', trip.Details, trip.Miles)),
    ...inputs.signings
      .filter((signing) => signing.Mileage > 0)
      .map((signing) => item(signing.AppointmentDate, 'Signing', signerName(signing) || 'Signing', signing.Mileage)),
  ].sort((a, b) => a.Date.localeCompare(b.Date) || a.Source.localeCompare(b.Source));
}

export interface MileageTotals {
  tripMiles: number;
  signingMiles: number;
  miles: number;
  deduction: number;
}

export function mileageTotals(items: readonly MileageItem[]): MileageTotals {
  const miles = (source?: MileageItem['Source']) =>
    round1(items.filter((entry) => !source || entry.Source === source).reduce((sum, entry) => sum + entry.Miles, 0));
  return { tripMiles: miles('Trip'), signingMiles: miles('Signing'), miles: miles(), deduction: sumDollars(items.map((entry) => entry.Deduction)) };
}

/** Miles and deduction per rate period (each rate in force, with where it comes from). */
export function mileageByRate(items: readonly MileageItem[]) {
  return [...groupBy(items, (entry) => `${entry.RateBasis}\u0000${entry.RateCents}`)].map(([, own]) => ({
    RatePeriod: own[0]!.RateBasis,
    From: own[0]!.Date,
    To: own.at(-1)!.Date,
    Miles: round1(own.reduce((sum, entry) => sum + entry.Miles, 0)),
    RateCents: own[0]!.RateCents,
    Deduction: sumDollars(own.map((entry) => entry.Deduction)),
  }));
}
