import type { RecurringExpense, RecurringExpenseInput } from '@notary/contracts';
import { calendarDateIn, firstIndexOnOrAfter, isTimeZone, lastDate, notFound, occurrence, recurringStatus } from '@notary/domain';
import type { RecurringExpenseTerms } from '@notary/events';

export const recurringExpenseNotFound = () => notFound('RECURRING_EXPENSE.NOT_FOUND', 'The recurring expense was not found. It may have been deleted.');

/** The server's own zone, for a client that sent none (an API caller rather than the web app). */
const SERVER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The terms the decider checks, from the wire's body (the wire calls the expense type AppointmentTypeId). */
export function termsOf(body: RecurringExpenseInput): RecurringExpenseTerms {
  return {
    Name: body.Name,
    Title: body.Title,
    Payee: body.Payee,
    Amount: body.Amount,
    CategoryKey: body.AppointmentTypeId,
    StartDate: body.StartDate,
    EndDate: body.EndDate,
    Interval: body.Interval,
    Forever: body.Forever,
    AddFirstExpense: body.AddFirstExpense,
    SavePreviousExpenses: body.SavePreviousExpenses,
    TimeZone: body.TimeZone?.trim() || SERVER_ZONE,
  };
}

/** The notary's date now: what their browser said, else the date in their zone. */
export function notaryToday(body: Pick<RecurringExpenseInput, 'CurrentLocalDate'>, terms: RecurringExpenseTerms, now: Date): string {
  if (body.CurrentLocalDate) return body.CurrentLocalDate;
  return calendarDateIn(isTimeZone(terms.TimeZone) ? terms.TimeZone : SERVER_ZONE, now);
}

/**
 * A recurring expense as the wire shows it, with its status and the next date it falls due: the
 * first occurrence from today on that is not recorded yet (today's, once recorded, is not "next").
 */
export function recurringExpenseAnswer(
  id: string,
  terms: RecurringExpenseTerms,
  today: string,
  recordedCount: number,
  recordedThrough: string | null = null,
): RecurringExpense {
  const status = recurringStatus(terms, today);
  const from = recordedThrough && recordedThrough >= today ? dayAfter(recordedThrough) : today;
  const next = status === 'Active' ? occurrence(terms, firstIndexOnOrAfter(terms, from)) : null;
  const end = lastDate(terms);
  return {
    Id: id,
    Name: terms.Name,
    Title: terms.Title,
    Payee: terms.Payee,
    Amount: terms.Amount,
    AppointmentTypeId: terms.CategoryKey,
    StartDate: terms.StartDate,
    EndDate: terms.EndDate,
    Interval: terms.Interval,
    Forever: terms.Forever,
    AddFirstExpense: terms.AddFirstExpense,
    SavePreviousExpenses: terms.SavePreviousExpenses,
    TimeZone: terms.TimeZone,
    Status: status,
    NextDate: next !== null && (end === null || next <= end) ? next : null,
    RecordedCount: recordedCount,
  };
}

const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
