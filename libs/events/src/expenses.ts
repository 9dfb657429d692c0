import type { DomainEvent } from './envelope';

/**
 * An expense as the notary recorded it (spec 001 §3). `Date` is the notary's calendar date.
 * `CategoryKey` is the expense type (standard or the notary's own; its name and Schedule C line
 * are read from the types when shown, so renaming a type renames it everywhere).
 */
export interface ExpenseEntry {
  Date: string;
  Payee: string;
  Details: string;
  Amount: number;
  /** The expense type's id; null: none chosen (shown as Other). */
  CategoryKey: number | null;
  /** The signing it was spent for, if any: it goes when the signing goes. */
  AppointmentId: string | null;
  /** The type of work it was for, if any. */
  AppointmentTypeId: number | null;
}

/** A receipt as the log knows it: which bytes (by hash in the blob store), how many, of what type. */
export interface ReceiptFile {
  Hash: string;
  Size: number;
  /** Judged from the bytes: image/png, image/jpeg, image/gif or application/pdf. */
  ContentType: string;
  FileName: string;
}

/** Why an expense went: the notary deleted it, or the signing it belonged to was deleted. */
export type ExpenseDeletionReason = 'deleted' | 'signing-deleted';

/**
 * Stream `expense-{ExpenseId}`. An expense a recurring expense records carries its id and date:
 * the stream id of that occurrence is derived from the two, so it is recorded exactly once.
 */
export type ExpenseRecorded = DomainEvent<
  'ExpenseRecorded',
  { ExpenseId: string; OwnerId: string; Expense: ExpenseEntry; RecurringExpenseId?: string; OccurrenceDate?: string }
>;
export type ExpenseChanged = DomainEvent<'ExpenseChanged', { ExpenseId: string; Expense: ExpenseEntry }>;
export type ReceiptAttached = DomainEvent<'ReceiptAttached', { ExpenseId: string; Receipt: ReceiptFile }>;
export type ExpenseDeleted = DomainEvent<'ExpenseDeleted', { ExpenseId: string; Reason: ExpenseDeletionReason; SigningId?: string }>;

export type ExpenseEvent = ExpenseRecorded | ExpenseChanged | ReceiptAttached | ExpenseDeleted;

export const expenseStream = (expenseId: string) => `expense-${expenseId}`;
