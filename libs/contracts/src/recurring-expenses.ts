import { z } from 'zod';
import { id, localDate, money, optionalId, optionalLocalDate, smallId, text, type Written } from './primitives';

/** Weekly 2, monthly 3, annually 4 (spec 001 §9). */
export const RECURRING_INTERVAL_IDS = [2, 3, 4] as const;

/**
 * A recurring expense as its dialog sends it (spec 001 §3). CurrentLocalDate is the notary's date
 * where they are (what "today" means for SavePreviousExpenses); TimeZone, their browser's IANA zone,
 * is when each later occurrence falls due. Without a TimeZone the server's own zone is used.
 */
export const RecurringExpenseBody = z.object({
  Id: optionalId(),
  Name: text(150).default(''),
  Title: text(300).default(''),
  Payee: text(150).default(''),
  Amount: money(),
  /** The expense type of the expenses it records (the expense's CategoryKey). */
  AppointmentTypeId: smallId()
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  StartDate: localDate(),
  EndDate: optionalLocalDate(),
  Interval: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
  Forever: z.boolean().default(true),
  AddFirstExpense: z.boolean().default(false),
  SavePreviousExpenses: z.boolean().default(false),
  CurrentLocalDate: optionalLocalDate(),
  TimeZone: text(64).optional(),
});
export type RecurringExpenseSaveBody = z.input<typeof RecurringExpenseBody>;
export type RecurringExpenseInput = z.output<typeof RecurringExpenseBody>;

export const RecurringExpenseIdParam = id();

export type RecurringExpenseStatus = 'Unknown' | 'Active' | 'Expired';

/** A recurring expense as getrecurring and saverecurring answer it. */
export interface RecurringExpense {
  Id: string;
  Name: string;
  Title: string;
  Payee: string;
  Amount: number;
  AppointmentTypeId: number | null;
  StartDate: string;
  EndDate: string | null;
  Interval: 2 | 3 | 4;
  Forever: boolean;
  AddFirstExpense: boolean;
  SavePreviousExpenses: boolean;
  TimeZone: string;
  Status: RecurringExpenseStatus;
  /** The next date it falls due, or null when it has ended. */
  NextDate: string | null;
  /** How many expenses it has recorded so far. */
  RecordedCount: number;
}

export interface RecurringExpenseSaved extends Written {
  Id: string;
}

/** validaterecurring: whether the recurring expense may be saved, with the broken rules by field. */
export interface RecurringExpenseValidation {
  IsValid: boolean;
  Errors: Record<string, string>;
}

/** getrecurring's query: `today`, the notary's date, for each one's status. */
export const RecurringListQuery = z.object({ today: optionalLocalDate() });
