import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazyPage';
import { link } from '../../app/shell/menu';

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
      icon: 'M3 5h14v10H3zM3 8h14M6 12h3',
      // "?new=1" asks the page to open a blank form; the page honours it once it is built.
      items: [
        link('View', '/Expense', 'View expenses'),
        link('New', '/Expense?new=1', 'New expense'),
        link('Expense Types', '/ExpenseTypes'),
        link('Recurring', '/RecurringExpenses', 'Recurring expenses'),
      ],
    },
  ],
});
