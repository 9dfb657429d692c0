import { chart, col, figure, figures, groupBy, sumDollars, table, type ReportBuilder } from '../report-kit';
import { expenseLines, mileageItems, mileageTotals } from './deductions';

/**
 * Profit and loss: the income billed in the period less its expenses by Schedule C line (their
 * deductible part) and less the mileage deduction, each with its basis.
 */
export const pnlReport: ReportBuilder = {
  kind: 'pnl',
  needs: ['signings', 'expenses', 'trips'],
  build(inputs) {
    const categoryOf = (id: number | null | undefined) => (id ? (inputs.categories.get(id) ?? `Category ${id}`) : 'No category');
    const incomeRows = [...groupBy(inputs.signings, (signing) => categoryOf(signing.AppointmentTypeCategoryId))]
      .map(([Category, own]) => ({ Category, Signings: own.length, Billed: sumDollars(own.map((signing) => signing.Amount ?? 0)) }))
      .sort((a, b) => b.Billed - a.Billed);
    const income = table('Income', [col('Category', 'Category of work'), col('Signings', 'Signings', 'count'), col('Billed', 'Billed', 'money')], incomeRows, {
      label: 'Total income',
      keys: ['Signings', 'Billed'],
    });
    const lines = expenseLines(inputs.expenses);
    const expenses = table(
      'Expenses by Schedule C line',
      [
        col('Line', 'Line'),
        col('Title', 'Schedule C'),
        col('Spent', 'Spent', 'money'),
        col('DeductiblePercent', 'Deductible', 'percent'),
        col('Deductible', 'Deductible amount', 'money'),
      ],
      lines.map(({ Line, Title, Spent, DeductiblePercent, Deductible }) => ({ Line, Title, Spent, DeductiblePercent, Deductible })),
      { label: 'Total expenses', keys: ['Spent', 'Deductible'] },
    );
    const mileage = mileageTotals(mileageItems(inputs));
    const totalIncome = income.Totals!.Values.Billed!;
    const totalExpenses = expenses.Totals!.Values.Deductible!;
    const netProfit = sumDollars([totalIncome, -totalExpenses, -mileage.deduction]);
    const statement = table(
      'Profit and loss',
      [col('Item', 'Item'), col('Amount', 'Amount', 'money'), col('Basis', 'Basis')],
      [
        { Item: 'Income', Amount: totalIncome, Basis: 'Amounts of the signings dated in the period (billed)' },
        { Item: 'Less expenses', Amount: -totalExpenses, Basis: 'Deductible part of the expenses dated in the period' },
        { Item: 'Less mileage deduction', Amount: -mileage.deduction, Basis: `${mileage.miles} business miles, each at the rate of its date` },
      ],
      { label: 'Net profit', keys: ['Amount'] },
    );
    return {
      ...figures([
        figure('Income', 'Income', totalIncome, 'money', 'Amounts of the signings dated in the period (billed, accrual basis)'),
        figure('Expenses', 'Expenses', totalExpenses, 'money', 'Deductible part of the expenses dated in the period (meals at 50%)'),
        figure('MileageDeduction', 'Mileage deduction', mileage.deduction, 'money', `${mileage.miles} business miles at the rate of each date`),
        figure('NetProfit', 'Net profit', netProfit, 'money', 'Income less expenses less the mileage deduction'),
      ]),
      Notes: [
        'Income here is what was billed for the period’s signings, paid or not (accrual basis). The Tax report counts what was received instead (cash basis), as most sole proprietors file.',
      ],
      Tables: [statement, income, expenses],
      Charts: [
        chart(
          'column',
          'Income, costs and profit',
          ['Income', 'Expenses', 'Mileage deduction', 'Net profit'],
          [{ Name: 'Amount', Data: [totalIncome, totalExpenses, mileage.deduction, netProfit] }],
        ),
      ],
    };
  },
};
