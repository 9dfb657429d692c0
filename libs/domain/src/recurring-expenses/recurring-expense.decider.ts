import type { RecurringExpenseEvent, RecurringExpenseTerms } from '@notary/events';
import { notFound, roundMoney, validationError, type Decider } from '../shared';
import { isCalendarDate } from '../signings/signing-input';
import { isTimeZone, RECURRING_INTERVALS } from './schedule';

export interface RecurringExpenseState {
  exists: boolean;
  deleted: boolean;
  recurringExpenseId: string;
  ownerId: string;
  terms: RecurringExpenseTerms | null;
  recordFrom: string;
}

export type RecurringExpenseCommand =
  | {
      type: 'SaveRecurringExpense';
      recurringExpenseId: string;
      ownerId: string;
      terms: RecurringExpenseTerms;
      /** The notary's calendar date now (in terms.TimeZone). */
      today: string;
    }
  | { type: 'DeleteRecurringExpense' };

export const RECURRING_EXPENSE_MESSAGES = {
  payeeRequired: 'Please enter the payee',
  nameRequired: 'Please enter a name for the recurring expense',
  amountAboveZero: 'The amount must be greater than 0',
  startDate: 'Please enter a valid start date',
  endDate: 'Please enter a valid end date',
  endBeforeStart: 'The end date cannot be before the start date',
  interval: 'Choose weekly, monthly or annually',
  timeZone: 'The time zone is not known',
  notFound: 'The recurring expense was not found. It may have been deleted.',
} as const;

const M = RECURRING_EXPENSE_MESSAGES;

/**
 * The rules of a recurring expense (spec 001 §5): a payee, a name, an amount above 0, and an end date
 * not before the start unless it runs forever or has no end. Every broken rule is reported at once,
 * by field, so the form can mark them all.
 */
export function checkRecurringTerms(terms: RecurringExpenseTerms): RecurringExpenseTerms {
  const errors: Record<string, string> = {};
  const Payee = terms.Payee.trim();
  const Name = terms.Name.trim();
  if (!Payee) errors.Payee = M.payeeRequired;
  if (!Name) errors.Name = M.nameRequired;
  if (!(Number.isFinite(terms.Amount) && roundMoney(terms.Amount) > 0)) errors.Amount = M.amountAboveZero;
  if (!isCalendarDate(terms.StartDate)) errors.StartDate = M.startDate;
  const EndDate = terms.Forever ? null : terms.EndDate || null;
  if (EndDate !== null && !isCalendarDate(EndDate)) errors.EndDate = M.endDate;
  else if (EndDate !== null && isCalendarDate(terms.StartDate) && EndDate < terms.StartDate) errors.EndDate = M.endBeforeStart;
  if (!Object.values(RECURRING_INTERVALS).includes(terms.Interval)) errors.Interval = M.interval;
  if (!isTimeZone(terms.TimeZone)) errors.TimeZone = M.timeZone;
  const first = Object.values(errors)[0];
  if (first) throw validationError('RECURRING_EXPENSE.INVALID', first, errors);
  return { ...terms, Payee, Name, Title: terms.Title.trim(), Amount: roundMoney(terms.Amount), EndDate };
}

/**
 * From which date the scheduler records occurrences: the start when the notary asked for the earlier
 * ones too (SavePreviousExpenses), otherwise today (for a start still ahead, the start itself).
 */
export function recordFrom(terms: RecurringExpenseTerms, today: string): string {
  if (terms.SavePreviousExpenses || terms.StartDate >= today) return terms.StartDate;
  return today;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const recurringExpenseDecider: Decider<RecurringExpenseCommand, RecurringExpenseState, RecurringExpenseEvent> = {
  initialState: () => ({ exists: false, deleted: false, recurringExpenseId: '', ownerId: '', terms: null, recordFrom: '' }),

  evolve(state, event) {
    switch (event.type) {
      case 'RecurringExpenseScheduled':
        return {
          ...state,
          exists: true,
          recurringExpenseId: event.data.RecurringExpenseId,
          ownerId: event.data.OwnerId,
          terms: event.data.Terms,
          recordFrom: event.data.RecordFrom,
        };
      case 'RecurringExpenseChanged':
        return { ...state, terms: event.data.Terms, recordFrom: event.data.RecordFrom };
      case 'RecurringExpenseDeleted':
        return { ...state, deleted: true };
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  },

  decide(command, state) {
    if (state.deleted) throw notFound('RECURRING_EXPENSE.NOT_FOUND', M.notFound);
    if (command.type === 'DeleteRecurringExpense') {
      if (!state.exists) throw notFound('RECURRING_EXPENSE.NOT_FOUND', M.notFound);
      return [{ type: 'RecurringExpenseDeleted', data: { RecurringExpenseId: state.recurringExpenseId } }];
    }
    const Terms = checkRecurringTerms(command.terms);
    if (!state.exists) {
      return [
        {
          type: 'RecurringExpenseScheduled',
          data: { RecurringExpenseId: command.recurringExpenseId, OwnerId: command.ownerId, Terms, RecordFrom: recordFrom(Terms, command.today) },
        },
      ];
    }
    if (same(Terms, state.terms)) return [];
    // A changed schedule records from today on; what was recorded before stays as it was.
    return [{ type: 'RecurringExpenseChanged', data: { RecurringExpenseId: state.recurringExpenseId, Terms, RecordFrom: recordFrom(Terms, command.today) } }];
  },
};
