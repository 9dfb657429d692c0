import type { ProjectedDocument } from '@notary/projection-runtime';

/** An expense as the list, the dialog, the dashboard and the reports read it. */
export type ExpenseFields = {
  Id: string;
  OwnerId: string;
  Revision: number;
  Date: string;
  Year: number;
  Month: number;
  Payee: string;
  Details: string;
  Amount: number;
  /** The expense type's id; -1 when none was chosen (Other). */
  CategoryKey: number;
  /** The type's name and Schedule C line as they are now (a renamed type renames its expenses). */
  CategoryName: string;
  ScheduleCLine: string;
  AppointmentId: string | null;
  AppointmentTypeId: number | null;
  ReceiptHash: string | null;
  ReceiptSize: number | null;
  ReceiptContentType: string | null;
  ReceiptFileName: string | null;
  RecurringExpenseId: string | null;
  /** Payee and details without accents, lower-case: what the search box matches. */
  SearchText: string;
  /** Lower-case payee, for the payee filter and order. */
  PayeeKey: string;
  /** Its signing was deleted: the signing-expenses policy deletes it next. */
  SigningGone: boolean;
  CreatedAt: string;
  UpdatedAt: string;
};

export interface ExpenseDocument extends ExpenseFields {
  _id: string;
  [key: string]: unknown;
}

/** The dashboard's and the reports' numbers per owner, year, type and month, in cents. */
export interface ExpenseBucket extends ProjectedDocument {
  OwnerId: string;
  Year: number;
  CategoryKey: number;
  Month: number;
  Count: number;
  TotalCents: number;
}

/** A payee the notary has used, with how often (autocomplete puts the most used first). */
export interface PayeeDocument extends ProjectedDocument {
  OwnerId: string;
  Payee: string;
  Count: number;
}

/** The projection's own copy of the notary's custom expense types (names and lines). */
export interface ExpenseTypeCopy extends ProjectedDocument {
  OwnerId: string;
  Description: string;
  ScheduleCLine: string;
}

/** Signings deleted, so an expense recorded for one after its deletion is still seen to be orphaned. */
export interface DeletedSigning extends ProjectedDocument {
  OwnerId: string;
}

/** An expense whose signing was deleted, waiting for the signing-expenses policy (gone once it is deleted). */
export interface OrphanedExpense extends ProjectedDocument {
  OwnerId: string;
  AppointmentId: string;
}

/** How many live expenses name a receipt's bytes (by hash): the receipts sweep removes those at 0. */
export interface ReceiptReference extends ProjectedDocument {
  Count: number;
}

export const EXPENSES = 'expenses';
export const EXPENSE_ORPHANS = 'expense_orphans';
export const EXPENSE_RECEIPTS = 'expense_receipts';
export const EXPENSE_SUMMARIES = 'expense_summaries';
export const EXPENSE_PAYEES = 'expense_payees';
export const EXPENSE_TYPE_COPIES = 'expense_type_copies';
export const EXPENSE_DELETED_SIGNINGS = 'expense_deleted_signings';
