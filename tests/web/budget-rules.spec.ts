import type { BudgetMonth } from '@notary/contracts';
import {
  BUDGET_DEFAULTS,
  budgetPlan,
  choicesFrom,
  initialIncome,
  monthlyTarget,
  parsePercent,
  percentWithin,
  planByMonth,
  profitSavingsPercent,
  progressPercent,
  quarterlyTarget,
} from '../../apps/web/src/features/analytics/budgetRules';

// Spec 001 §9's budget planner: its defaults, the monthly (income / 11) and quarterly (income / 4)
// targets, and the profit savings percent capped at 100 and floored to a whole number.

describe('the budget planner', () => {
  it('starts from the spec’s defaults: income 8567.89, tax 15%, profit 2%, owner 40%', () => {
    expect(BUDGET_DEFAULTS).toEqual({ Income: 8567.89, TaxPercent: 15, ProfitPercent: 2, OwnerPercent: 40 });
    expect(choicesFrom(null)).toEqual({ TaxPercent: 15, ProfitPercent: 2, OwnerPercent: 40 });
    expect(choicesFrom('not json')).toEqual({ TaxPercent: 15, ProfitPercent: 2, OwnerPercent: 40 });
    expect(choicesFrom('{"TaxPercent":22,"ProfitPercent":"x"}')).toEqual({ TaxPercent: 22, ProfitPercent: 2, OwnerPercent: 40 });
    // The income: the last twelve months billed, or the default when nothing was billed.
    expect(initialIncome(0)).toBe(8567.89);
    expect(initialIncome(43210.5)).toBe(43210.5);
  });

  it('targets a month as the income over 11 and a quarter as the income over 4, to the cent', () => {
    expect(monthlyTarget(8567.89)).toBe(778.9);
    expect(quarterlyTarget(8567.89)).toBe(2141.97);
    expect(monthlyTarget(11000)).toBe(1000);
    expect(quarterlyTarget(0)).toBe(0);
  });

  it('caps the profit savings percent at 100 and floors it to a whole number; tax and owner stay within 0 to 100', () => {
    expect(profitSavingsPercent(2.9)).toBe(2);
    expect(profitSavingsPercent(150)).toBe(100);
    expect(profitSavingsPercent(100.7)).toBe(100);
    expect(profitSavingsPercent(-3)).toBe(0);
    expect(profitSavingsPercent(Number.NaN)).toBe(0);
    expect(percentWithin(15.555)).toBe(15.56);
    expect(percentWithin(120)).toBe(100);
    expect(percentWithin(-1)).toBe(0);
    expect(parsePercent('15')).toBe(15);
    expect(parsePercent(' 12.5 %')).toBe(12.5);
    expect(parsePercent('')).toBeNull();
    expect(parsePercent('abc')).toBeNull();
  });

  it('sets aside taxes, profit and owner pay from the income, and says what is left to run the business', () => {
    expect(budgetPlan({ ...BUDGET_DEFAULTS })).toEqual({
      monthlyTarget: 778.9,
      quarterlyTarget: 2141.97,
      tax: 1285.18,
      profit: 171.36,
      owner: 3427.16,
      operating: 3684.19,
      allocatedPercent: 57,
    });
    const floored = budgetPlan({ Income: 10000, TaxPercent: 15, ProfitPercent: 7.8, OwnerPercent: 40 });
    expect(floored.profit).toBe(700);
    const over = budgetPlan({ Income: 10000, TaxPercent: 50, ProfitPercent: 30, OwnerPercent: 40 });
    expect(over.allocatedPercent).toBe(120);
    expect(over.operating).toBe(-2000);
  });

  it('compares each month’s billed with the monthly target and sets aside from what it billed', () => {
    const month = (Title: string, TotalAmount: number): BudgetMonth => ({
      Year: 2026,
      Month: 1,
      Title,
      AppointmentCount: 3,
      TotalAmount,
      AmountPaid: 0,
      ExpenseAmount: 0,
    });
    const rows = planByMonth([month('Jan 2026', 1200), month('Feb 2026', 500)], { Income: 11000, TaxPercent: 15, ProfitPercent: 2.5, OwnerPercent: 40 });
    expect(rows).toEqual([
      { title: 'Jan 2026', count: 3, billed: 1200, target: 1000, difference: 200, tax: 180, profit: 24, owner: 480 },
      { title: 'Feb 2026', count: 3, billed: 500, target: 1000, difference: -500, tax: 75, profit: 10, owner: 200 },
    ]);
    expect(progressPercent(450, 1000)).toBe(45);
    expect(progressPercent(2000, 1000)).toBe(100);
    expect(progressPercent(999.99, 1000)).toBe(99);
    expect(progressPercent(5, 0)).toBe(0);
  });
});
