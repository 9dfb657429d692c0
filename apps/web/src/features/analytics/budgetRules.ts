// The budget planner's arithmetic (spec 001 §9). Pure: tests/web checks the defaults, caps and targets.
import type { BudgetMonth } from '@notary/contracts';
import { roundToCents } from '../../shared/format';

/** Spec 001 §9: "income 8567.89, tax 15 percent, profit 2 percent, owner 40 percent". */
export const BUDGET_DEFAULTS = { Income: 8567.89, TaxPercent: 15, ProfitPercent: 2, OwnerPercent: 40 } as const;

/** Spec 001 §9: the monthly target is the income divided by 11 (a month to spare), the quarterly by 4. */
export const TARGET_MONTHS = 11;
export const QUARTERS = 4;

/** The notary's own choices, kept in this browser (no setting holds them). */
export interface BudgetChoices {
  TaxPercent: number;
  ProfitPercent: number;
  OwnerPercent: number;
}

export interface BudgetInputs extends BudgetChoices {
  /** The year's income the plan is made for, in dollars. */
  Income: number;
}

export const BUDGET_STORAGE_KEY = 'notary.budgetPlanner';

export const monthlyTarget = (income: number) => roundToCents(income / TARGET_MONTHS);
export const quarterlyTarget = (income: number) => roundToCents(income / QUARTERS);

/** Spec 001 §9: the profit savings percent is capped at 100 and floored to a whole number (and never below 0). */
export function profitSavingsPercent(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.floor(Math.min(100, value));
}

/** The tax and owner percentages: between 0 and 100, to a hundredth. */
export function percentWithin(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.min(100, Math.round(value * 100) / 100);
}

/** A percentage as typed ("15", "15.5", "15 %"); null when it is not a number. */
export function parsePercent(text: string): number | null {
  const plain = text.replace(/[%\s,]/g, '');
  if (!/^\d*\.?\d+$|^\d+\.$/.test(plain)) return null;
  return Number(plain);
}

/** `percent` of an amount, to the cent. */
export const portion = (amount: number, percent: number) => roundToCents((amount * percent) / 100);

export function normalizedChoices(choices: BudgetChoices): BudgetChoices {
  return {
    TaxPercent: percentWithin(choices.TaxPercent),
    ProfitPercent: profitSavingsPercent(choices.ProfitPercent),
    OwnerPercent: percentWithin(choices.OwnerPercent),
  };
}

export interface BudgetPlan {
  monthlyTarget: number;
  quarterlyTarget: number;
  /** Set aside from the income for taxes, profit savings and the owner's pay. */
  tax: number;
  profit: number;
  owner: number;
  /** What is left to run the business on (expenses). */
  operating: number;
  /** The three percentages together; over 100 nothing is left, and the page says so. */
  allocatedPercent: number;
}

export function budgetPlan(inputs: BudgetInputs): BudgetPlan {
  const income = Math.max(0, roundToCents(inputs.Income));
  const choices = normalizedChoices(inputs);
  const tax = portion(income, choices.TaxPercent);
  const profit = portion(income, choices.ProfitPercent);
  const owner = portion(income, choices.OwnerPercent);
  return {
    monthlyTarget: monthlyTarget(income),
    quarterlyTarget: quarterlyTarget(income),
    tax,
    profit,
    owner,
    operating: roundToCents(income - tax - profit - owner),
    allocatedPercent: Math.round((choices.TaxPercent + choices.ProfitPercent + choices.OwnerPercent) * 100) / 100,
  };
}

/** The plan's income to start from: the last twelve months billed, or the spec's default when there is none. */
export const initialIncome = (actualTotal: number) => (actualTotal > 0 ? roundToCents(actualTotal) : BUDGET_DEFAULTS.Income);

/** How far a figure is toward its target, in whole percent, capped at 100 (a progress bar). */
export const progressPercent = (actual: number, target: number) => (target > 0 ? Math.floor(Math.min(100, Math.max(0, (actual / target) * 100))) : 0);

export interface PlanMonth {
  title: string;
  count: number;
  billed: number;
  target: number;
  /** Billed less the target: above it when positive. */
  difference: number;
  tax: number;
  profit: number;
  owner: number;
}

/** Each month's actual billed against the monthly target, and what the plan sets aside from it. */
export function planByMonth(months: readonly BudgetMonth[], inputs: BudgetInputs): PlanMonth[] {
  const plan = budgetPlan(inputs);
  const choices = normalizedChoices(inputs);
  return months.map((month) => ({
    title: month.Title,
    count: month.AppointmentCount,
    billed: month.TotalAmount,
    target: plan.monthlyTarget,
    difference: roundToCents(month.TotalAmount - plan.monthlyTarget),
    tax: portion(month.TotalAmount, choices.TaxPercent),
    profit: portion(month.TotalAmount, choices.ProfitPercent),
    owner: portion(month.TotalAmount, choices.OwnerPercent),
  }));
}

/** The choices kept in this browser; the spec's defaults for any missing or unreadable. */
export function choicesFrom(stored: string | null): BudgetChoices {
  let saved: Partial<Record<keyof BudgetChoices, unknown>> = {};
  try {
    const parsed: unknown = stored ? JSON.parse(stored) : {};
    if (parsed && typeof parsed === 'object') saved = parsed as typeof saved;
  } catch {
    saved = {};
  }
  const pick = (key: keyof BudgetChoices) => (typeof saved[key] === 'number' && Number.isFinite(saved[key]) ? (saved[key] as number) : BUDGET_DEFAULTS[key]);
  return normalizedChoices({ TaxPercent: pick('TaxPercent'), ProfitPercent: pick('ProfitPercent'), OwnerPercent: pick('OwnerPercent') });
}
