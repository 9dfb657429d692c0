import type { RecurringExpense, RecurringExpenseSaveBody } from '@notary/contracts';
import { currencyInputValue, parseCurrency } from '../../shared/format';

/** Spec 001 §9: weekly 2, monthly 3 (the default), annually 4. */
export const INTERVALS = [
  { id: 2, label: 'Weekly' },
  { id: 3, label: 'Monthly' },
  { id: 4, label: 'Annually' },
] as const;

export interface RecurringDraft {
  Id: string;
  Name: string;
  Title: string;
  Payee: string;
  Amount: string;
  CategoryKey: string;
  StartDate: string;
  EndDate: string;
  Interval: 2 | 3 | 4;
  Forever: boolean;
  AddFirstExpense: boolean;
  SavePreviousExpenses: boolean;
}

/** Spec 001 §9's defaults: monthly, forever, starting today. */
export function recurringDraftOf(recurring: RecurringExpense | null, today: string): RecurringDraft {
  return recurring
    ? {
        Id: recurring.Id,
        Name: recurring.Name,
        Title: recurring.Title,
        Payee: recurring.Payee,
        Amount: currencyInputValue(recurring.Amount),
        CategoryKey: recurring.AppointmentTypeId === null ? '-1' : String(recurring.AppointmentTypeId),
        StartDate: recurring.StartDate,
        EndDate: recurring.EndDate ?? '',
        Interval: recurring.Interval,
        Forever: recurring.Forever,
        AddFirstExpense: recurring.AddFirstExpense,
        SavePreviousExpenses: recurring.SavePreviousExpenses,
      }
    : {
        Id: '',
        Name: '',
        Title: '',
        Payee: '',
        Amount: '',
        CategoryKey: '-1',
        StartDate: today,
        EndDate: '',
        Interval: 3,
        Forever: true,
        AddFirstExpense: false,
        SavePreviousExpenses: false,
      };
}

/** The body of saverecurring and validaterecurring, with the notary's date and time zone. */
export function recurringBodyOf(draft: RecurringDraft, today: string, timeZone: string): RecurringExpenseSaveBody {
  const key = Number(draft.CategoryKey);
  return {
    ...(draft.Id ? { Id: draft.Id } : {}),
    Name: draft.Name,
    Title: draft.Title,
    Payee: draft.Payee,
    Amount: parseCurrency(draft.Amount) ?? 0,
    AppointmentTypeId: key >= 0 ? key : null,
    StartDate: draft.StartDate,
    EndDate: draft.Forever || !draft.EndDate ? null : draft.EndDate,
    Interval: draft.Interval,
    Forever: draft.Forever,
    AddFirstExpense: draft.AddFirstExpense,
    SavePreviousExpenses: draft.SavePreviousExpenses,
    CurrentLocalDate: today,
    TimeZone: timeZone,
  };
}

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
