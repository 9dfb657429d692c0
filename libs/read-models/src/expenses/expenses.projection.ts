import { EXPENSE_EVENT_TYPES, type ExpenseEntry, type ExpenseEvent, type ExpenseTypesChanged, type SigningDeleted } from '@notary/events';
import { expenseTypeOf, expenseTypesOf, toCents } from '@notary/domain';
import { documentPerStream, type DocumentChange, type ProjectionContext, type RecordedOf, type Stored } from '@notary/projection-runtime';
import { searchable } from '../shared/search';
import {
  EXPENSE_DELETED_SIGNINGS,
  EXPENSE_ORPHANS,
  EXPENSE_PAYEES,
  EXPENSE_RECEIPTS,
  EXPENSE_SUMMARIES,
  EXPENSE_TYPE_COPIES,
  EXPENSES,
  type DeletedSigning,
  type ExpenseBucket,
  type ExpenseDocument,
  type ExpenseFields,
  type ExpenseTypeCopy,
  type OrphanedExpense,
  type PayeeDocument,
  type ReceiptReference,
} from './expense.document';

type OtherStreams = RecordedOf<ExpenseTypesChanged['type'] | SigningDeleted['type']>;

/**
 * The expense's document after one event of its stream; null once deleted. Pure: the type's name
 * is the standard one here, and a custom type's name is filled in by the cross-stream step.
 */
export function evolveExpense(document: ExpenseDocument | null, event: RecordedOf<ExpenseEvent['type']>): ExpenseFields | null {
  const withEntry = (base: Omit<ExpenseFields, keyof ReturnType<typeof entryFields>>, entry: ExpenseEntry): ExpenseFields => ({
    ...base,
    ...entryFields(entry),
  });
  switch (event.type) {
    case 'ExpenseRecorded':
      return withEntry(
        {
          Id: event.data.ExpenseId,
          OwnerId: event.data.OwnerId,
          Revision: event.revision,
          ReceiptHash: null,
          ReceiptSize: null,
          ReceiptContentType: null,
          ReceiptFileName: null,
          RecurringExpenseId: event.data.RecurringExpenseId ?? null,
          SigningGone: false,
          CreatedAt: event.metadata.occurredAt,
          UpdatedAt: event.metadata.occurredAt,
        },
        event.data.Expense,
      );
    case 'ExpenseChanged':
      return withEntry({ ...stored(document, event), Revision: event.revision, UpdatedAt: event.metadata.occurredAt }, event.data.Expense);
    case 'ReceiptAttached': {
      const { Receipt } = event.data;
      return {
        ...stored(document, event),
        Revision: event.revision,
        ReceiptHash: Receipt.Hash,
        ReceiptSize: Receipt.Size,
        ReceiptContentType: Receipt.ContentType,
        ReceiptFileName: Receipt.FileName,
        UpdatedAt: event.metadata.occurredAt,
      };
    }
    case 'ExpenseDeleted':
      return null;
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

/** The standard types (a custom type's name comes from the cross-stream step). */
const STANDARD_TYPES = expenseTypesOf([]);

function entryFields(entry: ExpenseEntry) {
  const type = expenseTypeOf(STANDARD_TYPES, entry.CategoryKey);
  return {
    Date: entry.Date,
    Year: Number(entry.Date.slice(0, 4)),
    Month: Number(entry.Date.slice(5, 7)),
    Payee: entry.Payee,
    Details: entry.Details,
    Amount: entry.Amount,
    CategoryKey: entry.CategoryKey ?? -1,
    CategoryName: type.Description,
    ScheduleCLine: type.ScheduleCLine,
    AppointmentId: entry.AppointmentId,
    AppointmentTypeId: entry.AppointmentTypeId,
    SearchText: searchable(`${entry.Payee} ${entry.Details}`),
    PayeeKey: entry.Payee.toLowerCase(),
  };
}

function stored(document: ExpenseDocument | null, event: RecordedOf<ExpenseEvent['type']>): ExpenseFields {
  if (!document) throw new Error(`Expense ${event.data.ExpenseId} has no document for ${event.type}`);
  const { _id: _, _position: __, ...fields } = document;
  return fields as ExpenseFields;
}

/**
 * The expenses list, the signing's expenses, the payees used before and the dashboard's expense
 * half. An expense's document is a pure fold of its stream; the cross-stream step fills in a custom
 * type's name, keeps the yearly buckets and the payee counts in step, and marks the expenses of a
 * deleted signing for the signing-expenses policy (which deletes them, with their receipts).
 */
export const expensesProjection = documentPerStream({
  name: 'expenses',
  version: 1,
  collection: EXPENSES,
  handles: EXPENSE_EVENT_TYPES,
  indexes: [
    { collection: EXPENSES, keys: { OwnerId: 1, Year: 1, Date: -1 } },
    { collection: EXPENSES, keys: { OwnerId: 1, Date: -1 } },
    { collection: EXPENSES, keys: { OwnerId: 1, AppointmentId: 1 } },
    { collection: EXPENSE_ORPHANS, keys: { OwnerId: 1 } },
    { collection: EXPENSE_SUMMARIES, keys: { OwnerId: 1, Year: 1 } },
    { collection: EXPENSE_PAYEES, keys: { OwnerId: 1, Count: -1 } },
    { collection: EXPENSE_TYPE_COPIES, keys: { OwnerId: 1 } },
  ],
  documentId: (event) => event.data.ExpenseId,
  evolve: evolveExpense,
  announce: ({ id, after }) => ({ kind: after ? 'expense.saved' : 'expense.deleted', id }),
  crossStream: {
    // Each index is written with every expense, so the expenses keep only those their lists need;
    // the policy and the receipts sweep read small collections of their own instead.
    collections: [EXPENSE_SUMMARIES, EXPENSE_PAYEES, EXPENSE_TYPE_COPIES, EXPENSE_DELETED_SIGNINGS, EXPENSE_ORPHANS, EXPENSE_RECEIPTS],
    handles: ['ExpenseTypesChanged', 'SigningDeleted'],
    apply: followOtherStreams,
    complete: completeExpense,
  },
});

async function completeExpense(
  { before, after }: DocumentChange<ExpenseEvent['type'], ExpenseFields>,
  context: ProjectionContext,
): Promise<ExpenseFields | null> {
  if (after) {
    if (after.CategoryKey >= 1000) {
      const custom = await context.collection<ExpenseTypeCopy>(EXPENSE_TYPE_COPIES).findOne({ _id: `${after.OwnerId}:${after.CategoryKey}` });
      if (custom) Object.assign(after, { CategoryName: custom.Description, ScheduleCLine: custom.ScheduleCLine });
    }
    if (after.AppointmentId && !after.SigningGone) {
      const gone = await context.collection<DeletedSigning>(EXPENSE_DELETED_SIGNINGS).findOne({ _id: after.AppointmentId });
      if (gone) {
        after.SigningGone = true;
        await markOrphan(context, after.Id, after.OwnerId, after.AppointmentId);
        context.announce({ ownerId: after.OwnerId, kind: 'expenses.orphaned', id: after.AppointmentId });
      }
    }
  }
  if (before && !after) await context.collection<OrphanedExpense>(EXPENSE_ORPHANS).deleteOne({ _id: before.Id });
  if (context.keeps?.(EXPENSE_SUMMARIES) !== false) await moveBucket(context, before, after);
  if (context.keeps?.(EXPENSE_PAYEES) !== false) await movePayee(context, before, after);
  await moveReceipt(context, before?.ReceiptHash ?? null, after?.ReceiptHash ?? null);
  return after;
}

function markOrphan(context: ProjectionContext, expenseId: string, ownerId: string, signingId: string): Promise<void> {
  return context
    .collection<OrphanedExpense>(EXPENSE_ORPHANS)
    .updateOne({ _id: expenseId }, { $set: { OwnerId: ownerId, AppointmentId: signingId } }, { upsert: true });
}

/** Counts the live expenses naming each receipt's bytes. */
async function moveReceipt(context: ProjectionContext, before: string | null, after: string | null): Promise<void> {
  if (before === after) return;
  const receipts = context.collection<ReceiptReference>(EXPENSE_RECEIPTS);
  if (before) await receipts.updateOne({ _id: before }, { $inc: { Count: -1 } });
  if (after) await receipts.updateOne({ _id: after }, { $inc: { Count: 1 } }, { upsert: true });
}

const bucketOf = (expense: Pick<ExpenseFields, 'OwnerId' | 'Year' | 'CategoryKey' | 'Month'>) =>
  `${expense.OwnerId}:${expense.Year}:${expense.CategoryKey}:${expense.Month}`;

/** Moves an expense's amount from the bucket it counted in to the one it counts in now. */
async function moveBucket(context: ProjectionContext, before: Stored<ExpenseFields> | null, after: ExpenseFields | null): Promise<void> {
  const deltas = new Map<string, { at: ExpenseFields; Count: number; TotalCents: number }>();
  const add = (expense: ExpenseFields | null, sign: 1 | -1) => {
    if (!expense) return;
    const key = bucketOf(expense);
    const entry = deltas.get(key) ?? { at: expense, Count: 0, TotalCents: 0 };
    entry.Count += sign;
    entry.TotalCents += sign * toCents(expense.Amount);
    deltas.set(key, entry);
  };
  add(before, -1);
  add(after, 1);
  const buckets = context.collection<ExpenseBucket>(EXPENSE_SUMMARIES);
  for (const [key, { at, Count, TotalCents }] of deltas) {
    if (Count === 0 && TotalCents === 0) continue;
    await buckets.updateOne(
      { _id: key },
      { $inc: { Count, TotalCents }, $setOnInsert: { OwnerId: at.OwnerId, Year: at.Year, CategoryKey: at.CategoryKey, Month: at.Month } },
      { upsert: true },
    );
  }
}

/** Counts each payee by how many live expenses name it (ignoring case); a payee at 0 is forgotten. */
async function movePayee(context: ProjectionContext, before: Stored<ExpenseFields> | null, after: ExpenseFields | null): Promise<void> {
  if (before?.PayeeKey === after?.PayeeKey && before?.Payee === after?.Payee) return;
  const payees = context.collection<PayeeDocument>(EXPENSE_PAYEES);
  if (before) await payees.updateOne({ _id: `${before.OwnerId}:${before.PayeeKey}` }, { $inc: { Count: -1 } });
  if (after) {
    await payees.updateOne(
      { _id: `${after.OwnerId}:${after.PayeeKey}` },
      { $inc: { Count: 1 }, $set: { Payee: after.Payee }, $setOnInsert: { OwnerId: after.OwnerId } },
      { upsert: true },
    );
  }
}

async function followOtherStreams(event: OtherStreams, context: ProjectionContext): Promise<void> {
  const ownerId = event.metadata.ownerId;
  const expenses = context.collection<ExpenseDocument>(EXPENSES);
  switch (event.type) {
    case 'ExpenseTypesChanged':
      for (const type of event.data.ExpenseTypes) {
        await context
          .collection<ExpenseTypeCopy>(EXPENSE_TYPE_COPIES)
          .updateOne(
            { _id: `${ownerId}:${type.Id}` },
            { $set: { OwnerId: ownerId, Description: type.Description, ScheduleCLine: type.ScheduleCLine } },
            { upsert: true },
          );
        await expenses.updateMany({ OwnerId: ownerId, CategoryKey: type.Id }, { $set: { CategoryName: type.Description, ScheduleCLine: type.ScheduleCLine } });
      }
      return;
    case 'SigningDeleted': {
      const signingId = event.data.SigningId;
      await context.collection<DeletedSigning>(EXPENSE_DELETED_SIGNINGS).updateOne({ _id: signingId }, { $set: { OwnerId: ownerId } }, { upsert: true });
      const orphaned = await expenses.find({ OwnerId: ownerId, AppointmentId: signingId }, { projection: { Id: 1 } });
      if (!orphaned.length) return;
      await expenses.updateMany({ OwnerId: ownerId, AppointmentId: signingId }, { $set: { SigningGone: true } });
      for (const expense of orphaned) await markOrphan(context, expense.Id, ownerId, signingId);
      context.announce({ ownerId, kind: 'expenses.orphaned', id: signingId });
      return;
    }
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}
