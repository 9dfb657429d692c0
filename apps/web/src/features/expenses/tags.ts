import type { LiveRules } from '../../app/liveUpdates';

/** The notary's expenses, their types (with Schedule C lines) and recurring expenses. */
export const expenseTags = ['Expense', 'ExpenseType', 'RecurringExpense'] as const;

export const expensesLive: LiveRules<(typeof expenseTags)[number]> = {
  tags: expenseTags,
  staleOn: {
    // An expense recorded by a recurring one moves that one's count and next date on.
    'expense.saved': () => ['Expense', 'RecurringExpense'],
    'expense.deleted': () => ['Expense'],
    'expenses.orphaned': () => ['Expense'],
    // A custom type renamed renames its expenses.
    'settings.saved': () => ['ExpenseType', 'Expense'],
    // The scheduler records a recurring expense's occurrences as expenses.
    'recurring-expense.saved': () => ['RecurringExpense', 'Expense'],
    'recurring-expense.deleted': () => ['RecurringExpense'],
  },
};
