import type { ReadSide } from '../shared/read-side';
import { expensesProjection } from './expenses.projection';

export const expensesReadSide = {
  name: 'expenses',
  projections: [expensesProjection],
  announcements: {
    'expense.saved': 'An expense was added or changed, or got its receipt (id: the expense).',
    'expense.deleted': 'An expense was deleted (id: the expense).',
    'expenses.orphaned': 'A signing with expenses was deleted; its expenses are about to go (id: the signing).',
  },
} as const satisfies ReadSide;
