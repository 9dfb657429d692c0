import { chart, col, figure, figures, groupBy, sumDollars, table, type ReportBuilder } from '../report-kit';
import { expenseLines } from './deductions';

/** Expense: the period's expenses by type, by Schedule C line (with the deductible part) and one by one. */
export const expenseReport: ReportBuilder = {
  kind: 'expense',
  needs: ['expenses'],
  build({ expenses }) {
    const typeRows = [...groupBy(expenses, (expense) => `${expense.CategoryName || 'Other'}\u0000${expense.ScheduleCLine}`)]
      .map(([key, own]) => {
        const [Type, Line] = key.split('\u0000') as [string, string];
        return { Type, Line, Expenses: own.length, Amount: sumDollars(own.map((expense) => expense.Amount)) };
      })
      .sort((a, b) => b.Amount - a.Amount || a.Type.localeCompare(b.Type));
    const lines = expenseLines(expenses);
    const byType = table(
      'By type',
      [col('Type', 'Expense type'), col('Line', 'Schedule C line'), col('Expenses', 'Expenses', 'count'), col('Amount', 'Amount', 'money')],
      typeRows,
      { label: 'Total', keys: ['Expenses', 'Amount'] },
    );
    const byLine = table(
      'By Schedule C line',
      [
        col('Line', 'Line'),
        col('Title', 'Schedule C'),
        col('Expenses', 'Expenses', 'count'),
        col('Spent', 'Spent', 'money'),
        col('DeductiblePercent', 'Deductible', 'percent'),
        col('Deductible', 'Deductible amount', 'money'),
      ],
      lines.map((line) => ({ ...line })),
      { label: 'Total', keys: ['Expenses', 'Spent', 'Deductible'] },
    );
    const list = table(
      'Expenses',
      [
        col('Date', 'Date', 'date'),
        col('Payee', 'Payee'),
        col('Type', 'Expense type'),
        col('Line', 'Line'),
        col('Details', 'Details'),
        col('Receipt', 'Receipt'),
        col('Amount', 'Amount', 'money'),
      ],
      expenses.map((expense) => ({
        Date: expense.Date,
        Payee: expense.Payee,
        Type: expense.CategoryName || 'Other',
        Line: expense.ScheduleCLine,
        Details: expense.Details ?? '',
        Receipt: expense.ReceiptHash ? 'Yes' : 'No',
        Amount: expense.Amount,
      })),
      { label: 'Total', keys: ['Amount'] },
    );
    const total = list.Totals!.Values.Amount!;
    return {
      ...figures([
        figure('Total', 'Spent', total, 'money', 'Every expense dated in the period'),
        figure('Deductible', 'Deductible', byLine.Totals!.Values.Deductible!, 'money', 'In full, except meals at 50% (Schedule C line 24b)'),
        figure('Expenses', 'Expenses', expenses.length, 'count'),
        figure('WithReceipt', 'With a receipt', expenses.filter((expense) => expense.ReceiptHash).length, 'count'),
      ]),
      Notes: ['Each expense is on the Schedule C line of its type as the type is today; an expense without a type is Other (line 27a).'],
      Tables: [byType, byLine, list],
      Charts: typeRows.length
        ? [
            chart(
              'pie',
              'Spent by type',
              typeRows.map((row) => row.Type),
              [{ Name: 'Spent', Data: typeRows.map((row) => row.Amount) }],
            ),
          ]
        : [],
    };
  },
};
