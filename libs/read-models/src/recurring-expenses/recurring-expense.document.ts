import type { RecurringExpenseTerms } from '@notary/events';

/** A recurring expense as its list, its dialog and the scheduler read it. */
export type RecurringExpenseFields = {
  Id: string;
  OwnerId: string;
  Revision: number;
  Terms: RecurringExpenseTerms;
  /** Occurrences on or after this date are recorded as they fall due (see the decider). */
  RecordFrom: string;
  /** Lower-case name, for the list's name order. */
  SortName: string;
  /** The latest occurrence recorded and how many were (kept from the expenses it records). */
  RecordedThrough?: string;
  RecordedCount?: number;
  CreatedAt: string;
  UpdatedAt: string;
};

export interface RecurringExpenseDocument extends RecurringExpenseFields {
  _id: string;
  [key: string]: unknown;
}

export const RECURRING_EXPENSES = 'recurring_expenses';
