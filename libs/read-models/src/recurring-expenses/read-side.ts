import type { ReadSide } from '../shared/read-side';
import { recurringExpensesProjection } from './recurring-expenses.projection';

export const recurringExpensesReadSide = {
  name: 'recurring-expenses',
  projections: [recurringExpensesProjection],
  announcements: {
    'recurring-expense.saved': 'A recurring expense was added or changed (id: the recurring expense).',
    'recurring-expense.deleted': 'A recurring expense was deleted (id: the recurring expense).',
  },
} as const satisfies ReadSide;
