import { z } from 'zod';
import { id, localDate, optionalId, paging, revision, smallId, text, year, type Written } from './primitives';

const nullableNumber = (schema: z.ZodNumber) =>
  schema
    .nullable()
    .optional()
    .transform((value) => value ?? null);

/** An expense as its dialog sends it (spec 001 §3). CategoryKey -1 (Other) or null: no type chosen. */
export const ExpenseBody = z.object({
  Id: optionalId(),
  Revision: revision(),
  Date: localDate(),
  Payee: text(150).default(''),
  Details: text(500).default(''),
  // The domain says "above 0"; the schema only bounds it, so a 0 gets the spec's message.
  Amount: nullableNumber(z.number().finite().min(-1_000_000).max(1_000_000)),
  CategoryKey: nullableNumber(z.number().int().min(-1).max(1_000_000)),
  AppointmentId: z
    .union([z.literal(''), z.null(), id()])
    .optional()
    .transform((value) => value || null),
  AppointmentTypeId: nullableNumber(smallId()),
});
export type ExpenseSaveBody = z.input<typeof ExpenseBody>;
export type ExpenseInput = z.output<typeof ExpenseBody>;

export const EXPENSE_SORTS = ['Date', 'Payee', 'Amount', 'CategoryName'] as const;

/**
 * POST getpage (spec 001 §7): a year's expenses (or all years), 100 to a page, newest first by
 * default (§9); filtered by type (-2 all, -1 Other) and payee, searched in payee and details.
 */
export const ExpensePageBody = z.object({
  ...paging,
  Year: year().nullable().optional(),
  CategoryKey: z.number().int().min(-2).max(1_000_000).default(-2),
  Payee: text(150).default(''),
  Search: text(100).default(''),
  Sort: z.enum(EXPENSE_SORTS).default('Date'),
  Descending: z.boolean().default(true),
});
export type ExpensePageRequest = z.input<typeof ExpensePageBody>;

export const ExpenseIdParam = id();

/** An expense as the list and the dialog show it, with its type's name and Schedule C line. */
export interface Expense {
  Id: string;
  Revision: number | null;
  Date: string;
  Payee: string;
  Details: string;
  Amount: number;
  CategoryKey: number;
  CategoryName: string;
  ScheduleCLine: string;
  AppointmentId: string | null;
  AppointmentTypeId: number | null;
  HasReceipt: boolean;
  ReceiptContentType: string | null;
  ReceiptFileName: string | null;
  /** Set when a recurring expense recorded it. */
  RecurringExpenseId: string | null;
}

export interface ExpensePage {
  Expenses: Expense[];
  TotalCount: number;
  PageNumber: number;
  PageSize: number;
  /** The sum of every expense the filters match (not only this page's). */
  TotalAmount: number;
}

/** getappointment/{appointmentId}: a signing's expenses. */
export interface SigningExpenses {
  Expenses: Expense[];
  TotalAmount: number;
}

export interface ExpenseSaveAnswer extends Expense, Written {
  Unchanged: boolean;
}

/** getpayees: the payees used before, most used first, for autocomplete. */
export type PayeeList = string[];

/** An expense type with its Schedule C line (standard ones are Readonly). */
export interface ExpenseTypeAnswer {
  Id: number;
  Description: string;
  ScheduleCLine: string;
  ScheduleCLineTitle: string;
  Readonly: boolean;
  IsDeleted: boolean;
}

/** expensetypeapi get/: every type, and the Schedule C lines a type of one's own may choose. */
export interface ExpenseTypeList {
  ExpenseTypes: ExpenseTypeAnswer[];
  Lines: Array<{ Line: string; Title: string; DeductiblePercent: number }>;
}

/** expensetypeapi save: only the types that changed; a new one arrives with Id 0. */
export const ExpenseTypesBody = z.object({
  ExpenseTypes: z
    .array(
      z.object({
        Id: smallId().default(0),
        Description: text(100).default(''),
        ScheduleCLine: text(4).default('27a'),
        IsDeleted: z.boolean().default(false),
      }),
    )
    .max(200),
});
export type ExpenseTypesSaveBody = z.input<typeof ExpenseTypesBody>;

export interface ExpenseTypesSaved extends ExpenseTypeList, Written {}
