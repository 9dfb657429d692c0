import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazyPage';
import { link } from '../../app/shell/menu';
import { expensesLive } from './tags';

/** Money out: expenses with receipts, the expense types on their Schedule C lines, recurring expenses. */
export const expensesFeature = defineFeature({
  name: 'expenses',
  pages: [
    { path: '/Expense', Page: lazyPage(() => import('./pages/ExpensesPage')) },
    { path: '/RecurringExpenses', Page: lazyPage(() => import('./pages/RecurringExpensesPage')) },
    { path: '/ExpenseTypes', Page: lazyPage(() => import('./pages/ExpenseTypesPage')) },
  ],
  menu: [
    {
      kind: 'group',
      label: 'Expenses',
      icon: 'M4 3h12v14l-2-1.5-2 1.5-2-1.5-2 1.5-2-1.5L4 17zM7 7h6M7 10h6M7 13h3',
      // Spec 000 §2's expense menu: View, New, Expense Types, Recurring. "?new=1" opens a blank expense.
      items: [
        link('View', '/Expense', 'View expenses'),
        link('New', '/Expense?new=1', 'New expense'),
        link('Expense Types', '/ExpenseTypes'),
        link('Recurring', '/RecurringExpenses', 'Recurring expenses'),
      ],
    },
  ],
  live: expensesLive,
});
