import { z } from 'zod';
import type { ExpenseSummary } from './dashboard';
import { localDate } from './primitives';

/**
 * Analytics (spec 001 §2 "Business analytics", "Customer analytics", "Budget planner"; §3 "Analytics
 * summary"; §7 appointmenttypesummary/{year} and customersummary/{year}):
 *
 *   GET /api/appointmentapi/appointmenttypesummary/{year}  → AppointmentTypeSummary
 *   GET /api/appointmentapi/customersummary/{year}         → CustomerSummary
 *   GET /api/appointmentapi/budgetactuals?AsOf=YYYY-MM-DD  → BudgetActuals (not in the spec: the planner's actuals)
 *
 * Names: the spec's where §3 names them (Categories, AppointmentTypes, Title, Totals of Title,
 * TotalAmount and Profit, ExpenseSummary.Totals; Customers with Name, TotalAmount, MonthlyTotals);
 * the rest in its style, as the dashboard's summary names them (AppointmentCount, AmountPaid), plus
 * ExpenseAmount for the expenses a line carries. Money in dollars with two decimals, summed in cents.
 *
 * What a signing counts for: its date (the year and month it is dated in, as the dashboard and the
 * reports count), its Amount as billed (TotalAmount), and what has been paid on it to date (AmountPaid).
 *
 * Profit, the rule: billed less expenses.
 * - The year's (and each month's) profit is what was billed less every expense dated then.
 * - A category's, a type of work's or a customer's share of the expenses is in proportion to what
 *   it billed in the year: a type that billed 60% of the year carries 60% of each month's expenses
 *   (expenses are mostly overhead: insurance, supplies, the car; most are tied to no signing).
 *   So the parts' profits add up to the year's, month by month. A year with nothing billed puts
 *   its expenses on no part: the parts show no expenses, and the year's profit is negative.
 * - Expenses count as spent, in full (not the tax-deductible part the Profit & Loss report takes,
 *   and without the mileage deduction, which is not money spent).
 */

/** One month of a line (Title: Jan … Dec), or the year of one (Title: the line's name). */
export interface AnalyticsTotals {
  Title: string;
  AppointmentCount: number;
  /** Billed: the signings' amounts. */
  TotalAmount: number;
  AmountPaid: number;
  /** The expenses this line carries (its share; for the whole year, every expense). */
  ExpenseAmount: number;
  /** TotalAmount less ExpenseAmount. */
  Profit: number;
}

type YearFigures = Omit<AnalyticsTotals, 'Title'>;

/** A type of work (the spec's LoanType): Id null for signings without one. */
export interface AnalyticsWorkType extends YearFigures {
  Id: number | null;
  /** Its name in settings today; "No type of work" for signings without one. */
  Title: string;
  /** Twelve months, Jan to Dec. */
  Totals: AnalyticsTotals[];
}

/** A category of work (1 general notary, 2 loan signing, 3 other; 0: signings without a type). */
export interface AnalyticsCategory extends YearFigures {
  Id: number;
  Title: string;
  /** Only the types with signings in the year, most billed first. */
  AppointmentTypes: AnalyticsWorkType[];
  Totals: AnalyticsTotals[];
}

export interface AppointmentTypeSummary extends YearFigures {
  Year: number;
  /** Only the categories with signings in the year, most billed first. */
  Categories: AnalyticsCategory[];
  /** The year by month, every category together (ExpenseAmount: every expense of the month). */
  Totals: AnalyticsTotals[];
  /** The year's expenses by expense type, as the dashboard's expensessummary answers them. */
  ExpenseSummary: ExpenseSummary;
}

/** A customer (Id null, Name "No customer": the signings that name none). */
export interface AnalyticsCustomer extends YearFigures {
  Id: string | null;
  /** The customer's name today (a deleted customer keeps the name its signings show). */
  Name: string;
  MonthlyTotals: AnalyticsTotals[];
}

export interface CustomerSummary extends YearFigures {
  Year: number;
  /** Only the customers with signings in the year, most billed first. */
  Customers: AnalyticsCustomer[];
  Totals: AnalyticsTotals[];
  ExpenseSummary: ExpenseSummary;
}

/** GET budgetactuals?AsOf=: the notary's today (the browser's date; the server's when absent). */
export const BudgetActualsQuery = z.object({ AsOf: localDate().optional() });
export type BudgetActualsRequest = z.input<typeof BudgetActualsQuery>;

export interface BudgetMonth {
  Year: number;
  Month: number;
  /** "Mar 2026". */
  Title: string;
  AppointmentCount: number;
  TotalAmount: number;
  AmountPaid: number;
  ExpenseAmount: number;
}

/**
 * The budget planner's actual figures (spec 001 §2, §9): the twelve whole months before AsOf's
 * month, oldest first, from the same buckets as the analytics and the dashboard's expenses, and
 * the month of AsOf so far. The planner takes its income from Months' TotalAmount.
 */
export interface BudgetActuals {
  AsOf: string;
  Months: BudgetMonth[];
  /** The twelve months together. */
  AppointmentCount: number;
  TotalAmount: number;
  AmountPaid: number;
  ExpenseAmount: number;
  ThisMonth: BudgetMonth;
}
