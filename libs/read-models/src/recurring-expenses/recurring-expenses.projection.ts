import { RECURRING_EXPENSE_EVENT_TYPES, type ExpenseRecorded, type RecurringExpenseEvent } from '@notary/events';
import { documentPerStream, type ProjectionContext, type RecordedOf } from '@notary/projection-runtime';
import { RECURRING_EXPENSES, type RecurringExpenseDocument, type RecurringExpenseFields } from './recurring-expense.document';

/** The recurring expense's document after one event of its stream; null once it is deleted. Pure. */
export function evolveRecurringExpense(
  document: RecurringExpenseDocument | null,
  event: RecordedOf<RecurringExpenseEvent['type']>,
): RecurringExpenseFields | null {
  switch (event.type) {
    case 'RecurringExpenseScheduled':
      return {
        Id: event.data.RecurringExpenseId,
        OwnerId: event.data.OwnerId,
        Revision: event.revision,
        Terms: event.data.Terms,
        RecordFrom: event.data.RecordFrom,
        SortName: event.data.Terms.Name.toLowerCase(),
        CreatedAt: event.metadata.occurredAt,
        UpdatedAt: event.metadata.occurredAt,
      };
    case 'RecurringExpenseChanged':
      if (!document) throw new Error(`Recurring expense ${event.data.RecurringExpenseId} has no document for ${event.type}`);
      return {
        ...stripStored(document),
        Revision: event.revision,
        Terms: event.data.Terms,
        RecordFrom: event.data.RecordFrom,
        SortName: event.data.Terms.Name.toLowerCase(),
        UpdatedAt: event.metadata.occurredAt,
      };
    case 'RecurringExpenseDeleted':
      return null;
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

function stripStored(document: RecurringExpenseDocument): RecurringExpenseFields {
  const { _id: _, _position: __, ...fields } = document;
  return fields as RecurringExpenseFields;
}

/** The recurring expenses list and the scheduler's work list: one document per recurring expense. */
export const recurringExpensesProjection = documentPerStream({
  name: 'recurring-expenses',
  // 2: follows the expenses it records (RecordedThrough, RecordedCount).
  version: 2,
  collection: RECURRING_EXPENSES,
  handles: RECURRING_EXPENSE_EVENT_TYPES,
  indexes: [{ collection: RECURRING_EXPENSES, keys: { OwnerId: 1, SortName: 1 } }],
  documentId: (event) => event.data.RecurringExpenseId,
  evolve: evolveRecurringExpense,
  announce: ({ id, after }) => ({ kind: after ? 'recurring-expense.saved' : 'recurring-expense.deleted', id }),
  crossStream: {
    collections: [],
    handles: ['ExpenseRecorded'],
    apply: followRecordedOccurrences,
    complete: async ({ after }) => after,
  },
});

/**
 * Each expense a recurring expense records moves its RecordedThrough on (and counts it): the
 * scheduler starts from there, instead of trying ten years of dates again after a restart.
 */
async function followRecordedOccurrences(event: RecordedOf<ExpenseRecorded['type']>, context: ProjectionContext): Promise<void> {
  const { RecurringExpenseId, OccurrenceDate } = event.data;
  if (!RecurringExpenseId || !OccurrenceDate) return;
  const documents = context.collection<RecurringExpenseDocument>(RECURRING_EXPENSES);
  const recurring = await documents.findOne({ _id: RecurringExpenseId });
  if (!recurring) return;
  const through = recurring.RecordedThrough && recurring.RecordedThrough > OccurrenceDate ? recurring.RecordedThrough : OccurrenceDate;
  await documents.updateOne({ _id: RecurringExpenseId }, { $set: { RecordedThrough: through }, $inc: { RecordedCount: 1 } });
}
