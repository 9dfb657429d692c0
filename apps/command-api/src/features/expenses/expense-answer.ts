import type { Expense } from '@notary/contracts';
import { expenseTypeOf, notFound, type ExpenseType } from '@notary/domain';
import type { ExpenseEntry, ReceiptFile } from '@notary/events';
import type { ExpenseDocument } from '@notary/read-models';

export const expenseNotFound = () => notFound('EXPENSE.NOT_FOUND', 'The expense was not found. It may have been deleted.');

/** An expense as the wire shows it, from the read model. */
export function expenseFromDocument(document: ExpenseDocument): Expense {
  return {
    Id: document.Id,
    Revision: document.Revision,
    Date: document.Date,
    Payee: document.Payee,
    Details: document.Details,
    Amount: document.Amount,
    CategoryKey: document.CategoryKey,
    CategoryName: document.CategoryName,
    ScheduleCLine: document.ScheduleCLine,
    AppointmentId: document.AppointmentId,
    AppointmentTypeId: document.AppointmentTypeId,
    HasReceipt: document.ReceiptHash !== null,
    ReceiptContentType: document.ReceiptContentType,
    ReceiptFileName: document.ReceiptFileName,
    RecurringExpenseId: document.RecurringExpenseId,
  };
}

/** An expense as the wire shows it, from the decided state (a save's answer). */
export function expenseFromState(
  id: string,
  revision: number,
  entry: ExpenseEntry,
  receipt: ReceiptFile | null,
  types: readonly ExpenseType[],
  recurringExpenseId: string | null = null,
): Expense {
  const type = expenseTypeOf(types, entry.CategoryKey);
  return {
    Id: id,
    Revision: revision,
    Date: entry.Date,
    Payee: entry.Payee,
    Details: entry.Details,
    Amount: entry.Amount,
    CategoryKey: entry.CategoryKey ?? -1,
    CategoryName: type.Description,
    ScheduleCLine: type.ScheduleCLine,
    AppointmentId: entry.AppointmentId,
    AppointmentTypeId: entry.AppointmentTypeId,
    HasReceipt: receipt !== null,
    ReceiptContentType: receipt?.ContentType ?? null,
    ReceiptFileName: receipt?.FileName ?? null,
    RecurringExpenseId: recurringExpenseId,
  };
}
