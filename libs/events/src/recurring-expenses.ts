import type { DomainEvent } from './envelope';

/**
 * What a recurring expense records each time it falls due (spec 001 §3's recurring expense). Dates
 * are the notary's calendar dates (YYYY-MM-DD) in `TimeZone` (an IANA name taken from their browser),
 * so "the 1st" is the 1st where the notary lives.
 */
export interface RecurringExpenseTerms {
  Name: string;
  /** The expense's details line. */
  Title: string;
  Payee: string;
  Amount: number;
  /** The expense type the recorded expenses get (the expense's CategoryKey); null: none chosen. */
  CategoryKey: number | null;
  StartDate: string;
  EndDate: string | null;
  /** Weekly 2, monthly 3, annually 4 (spec 001 §9). */
  Interval: 2 | 3 | 4;
  Forever: boolean;
  /** Record the occurrence on the start date when saving, even if it is still ahead. */
  AddFirstExpense: boolean;
  /** When the start is in the past, record the occurrences between the start and today too. */
  SavePreviousExpenses: boolean;
  TimeZone: string;
}

/**
 * Stream `recurring-expense-{RecurringExpenseId}`. `RecordFrom` is the first occurrence the scheduler
 * records (by its index in the schedule): past occurrences are skipped unless SavePreviousExpenses
 * was set, and a changed schedule starts again from the date of the change.
 */
export type RecurringExpenseScheduled = DomainEvent<
  'RecurringExpenseScheduled',
  { RecurringExpenseId: string; OwnerId: string; Terms: RecurringExpenseTerms; RecordFrom: string }
>;
export type RecurringExpenseChanged = DomainEvent<'RecurringExpenseChanged', { RecurringExpenseId: string; Terms: RecurringExpenseTerms; RecordFrom: string }>;
export type RecurringExpenseDeleted = DomainEvent<'RecurringExpenseDeleted', { RecurringExpenseId: string }>;

export type RecurringExpenseEvent = RecurringExpenseScheduled | RecurringExpenseChanged | RecurringExpenseDeleted;

export const recurringExpenseStream = (recurringExpenseId: string) => `recurring-expense-${recurringExpenseId}`;
