import type { ExpenseDeletionReason, ExpenseEntry, ExpenseEvent, ReceiptFile } from '@notary/events';
import { notFound, roundMoney, validationError, type Decider } from '../shared';
import { isCalendarDate } from '../signings/signing-input';

export interface ExpenseState {
  exists: boolean;
  deleted: boolean;
  expenseId: string;
  ownerId: string;
  expense: ExpenseEntry | null;
  receipt: ReceiptFile | null;
}

export interface ExpenseInput {
  Date: string;
  Payee: string;
  Details: string;
  Amount: number | null;
  CategoryKey: number | null;
  AppointmentId: string | null;
  AppointmentTypeId: number | null;
}

export type ExpenseCommand =
  /** `knownTypes`: the ids of the expense types the notary may choose now (live, standard or their own). */
  | { type: 'SaveExpense'; expenseId: string; ownerId: string; input: ExpenseInput; knownTypes: ReadonlySet<number> }
  /** What a recurring expense records when it falls due: only ever on a new stream. */
  | { type: 'RecordOccurrence'; expenseId: string; ownerId: string; entry: ExpenseEntry; recurringExpenseId: string; date: string }
  | { type: 'AttachReceipt'; receipt: ReceiptFile }
  | { type: 'DeleteExpense'; reason: ExpenseDeletionReason; signingId?: string };

export const EXPENSE_MESSAGES = {
  payeeRequired: 'Please enter the payee',
  amountAboveZero: 'The amount must be greater than 0',
  date: 'Please enter the date of the expense',
  type: 'Choose an expense type from the list',
  notFound: 'The expense was not found. It may have been deleted.',
} as const;

const M = EXPENSE_MESSAGES;

/**
 * An expense's rules (spec 001 §5): a payee, an amount above 0 and a date; the type, when given,
 * must be one the notary has. Every broken rule is reported at once, by field.
 */
export function checkExpense(input: ExpenseInput, knownTypes: ReadonlySet<number>, currentKey: number | null = null): ExpenseEntry {
  const errors: Record<string, string> = {};
  const Payee = input.Payee.trim();
  if (!Payee) errors.Payee = M.payeeRequired;
  const amount = input.Amount ?? 0;
  if (!(Number.isFinite(amount) && roundMoney(amount) > 0)) errors.Amount = M.amountAboveZero;
  if (!isCalendarDate(input.Date)) errors.Date = M.date;
  // A type deleted since the expense was recorded may stay on it; a new choice must be live.
  const key = input.CategoryKey === -1 ? null : input.CategoryKey;
  if (key !== null && key !== currentKey && !knownTypes.has(key)) errors.CategoryKey = M.type;
  const first = Object.values(errors)[0];
  if (first) throw validationError('EXPENSE.INVALID', first, errors);
  return {
    Date: input.Date,
    Payee,
    Details: input.Details.trim(),
    Amount: roundMoney(amount),
    CategoryKey: key,
    AppointmentId: input.AppointmentId,
    AppointmentTypeId: input.AppointmentTypeId,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const expenseDecider: Decider<ExpenseCommand, ExpenseState, ExpenseEvent> = {
  initialState: () => ({ exists: false, deleted: false, expenseId: '', ownerId: '', expense: null, receipt: null }),

  evolve(state, event) {
    switch (event.type) {
      case 'ExpenseRecorded':
        return { ...state, exists: true, expenseId: event.data.ExpenseId, ownerId: event.data.OwnerId, expense: event.data.Expense };
      case 'ExpenseChanged':
        return { ...state, expense: event.data.Expense };
      case 'ReceiptAttached':
        return { ...state, receipt: event.data.Receipt };
      case 'ExpenseDeleted':
        return { ...state, deleted: true };
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  },

  decide(command, state) {
    if (command.type === 'RecordOccurrence') {
      // Recorded already (by this process before a restart, or by another one): nothing to add.
      if (state.exists) return [];
      return [
        {
          type: 'ExpenseRecorded',
          data: {
            ExpenseId: command.expenseId,
            OwnerId: command.ownerId,
            Expense: command.entry,
            RecurringExpenseId: command.recurringExpenseId,
            OccurrenceDate: command.date,
          },
        },
      ];
    }
    if (state.deleted) {
      // Deleting twice (the notary and the signing policy at once) changes nothing the second time.
      if (command.type === 'DeleteExpense') return [];
      throw notFound('EXPENSE.NOT_FOUND', M.notFound);
    }
    switch (command.type) {
      case 'DeleteExpense':
        if (!state.exists) throw notFound('EXPENSE.NOT_FOUND', M.notFound);
        return [
          {
            type: 'ExpenseDeleted',
            data: { ExpenseId: state.expenseId, Reason: command.reason, ...(command.signingId ? { SigningId: command.signingId } : {}) },
          },
        ];
      case 'AttachReceipt':
        if (!state.exists) throw notFound('EXPENSE.NOT_FOUND', M.notFound);
        return same(command.receipt, state.receipt) ? [] : [{ type: 'ReceiptAttached', data: { ExpenseId: state.expenseId, Receipt: command.receipt } }];
      case 'SaveExpense': {
        const Expense = checkExpense(command.input, command.knownTypes, state.expense?.CategoryKey ?? null);
        if (!state.exists) return [{ type: 'ExpenseRecorded', data: { ExpenseId: command.expenseId, OwnerId: command.ownerId, Expense } }];
        return same(Expense, state.expense) ? [] : [{ type: 'ExpenseChanged', data: { ExpenseId: state.expenseId, Expense } }];
      }
      default: {
        const exhaustive: never = command;
        return exhaustive;
      }
    }
  },
};
