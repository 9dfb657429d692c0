import type { OwnerScope } from '../shared/owner-scope';
import { RECURRING_EXPENSES, type RecurringExpenseDocument } from './recurring-expense.document';

/** The notary's recurring expenses by name. */
export function recurringExpenses(scope: OwnerScope): Promise<RecurringExpenseDocument[]> {
  return scope.find<RecurringExpenseDocument>(RECURRING_EXPENSES, {}, { sort: { SortName: 1 } });
}

export function findRecurringExpense(scope: OwnerScope, id: string): Promise<RecurringExpenseDocument | null> {
  return scope.findOne<RecurringExpenseDocument>(RECURRING_EXPENSES, { _id: id });
}
