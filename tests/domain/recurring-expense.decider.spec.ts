import { DomainError, RECURRING_EXPENSE_MESSAGES as M, recurringExpenseDecider } from '@notary/domain';
import type { RecurringExpenseEvent, RecurringExpenseTerms } from '@notary/events';
import { given } from '../support/given-when-then';

const terms = (overrides: Partial<RecurringExpenseTerms> = {}): RecurringExpenseTerms => ({
  Name: 'Office rent',
  Title: 'Monthly rent',
  Payee: 'Main Street Offices',
  Amount: 450,
  CategoryKey: null,
  StartDate: '2026-09-01',
  EndDate: null,
  Interval: 3,
  Forever: true,
  AddFirstExpense: false,
  SavePreviousExpenses: false,
  TimeZone: 'America/Chicago',
  ...overrides,
});
const save = (overrides: Partial<RecurringExpenseTerms> = {}, today = '2026-11-24') =>
  ({ type: 'SaveRecurringExpense', recurringExpenseId: 'r1', ownerId: 'n1', terms: terms(overrides), today }) as const;
const scheduled = (overrides: Partial<RecurringExpenseTerms> = {}, RecordFrom = '2026-11-24'): RecurringExpenseEvent => ({
  type: 'RecurringExpenseScheduled',
  data: { RecurringExpenseId: 'r1', OwnerId: 'n1', Terms: terms(overrides), RecordFrom },
});

describe('recurring expenses', () => {
  it('schedules from today when the start has passed, from the start with SavePreviousExpenses or a start ahead', () => {
    given(recurringExpenseDecider).when(save()).then([scheduled()]);
    given(recurringExpenseDecider)
      .when(save({ SavePreviousExpenses: true }))
      .then([scheduled({ SavePreviousExpenses: true }, '2026-09-01')]);
    given(recurringExpenseDecider)
      .when(save({ StartDate: '2027-01-01' }))
      .then([scheduled({ StartDate: '2027-01-01' }, '2027-01-01')]);
  });

  it('needs a payee, a name, an amount above 0 and an end not before the start, all reported at once', () => {
    let error: unknown;
    try {
      recurringExpenseDecider.decide(save({ Payee: ' ', Name: '', Amount: 0, Forever: false, EndDate: '2026-08-31' }), recurringExpenseDecider.initialState());
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).errors).toEqual({ Payee: M.payeeRequired, Name: M.nameRequired, Amount: M.amountAboveZero, EndDate: M.endBeforeStart });
  });

  it('ignores an end date when it runs forever, and refuses an unknown interval or time zone', () => {
    given(recurringExpenseDecider)
      .when(save({ Forever: true, EndDate: '2020-01-01' }))
      .then([scheduled({ Forever: true, EndDate: null })]);
    given(recurringExpenseDecider)
      .when(save({ Interval: 5 as never }))
      .thenFails('RECURRING_EXPENSE.INVALID', M.interval);
    given(recurringExpenseDecider)
      .when(save({ TimeZone: 'Mars/Olympus' }))
      .thenFails('RECURRING_EXPENSE.INVALID', M.timeZone);
  });

  it('records a change (from the day of the change), nothing when unchanged, and a deletion', () => {
    given(recurringExpenseDecider, [scheduled()]).when(save()).thenNothing();
    given(recurringExpenseDecider, [scheduled()])
      .when(save({ Amount: 475 }, '2026-12-02'))
      .then([{ type: 'RecurringExpenseChanged', data: { RecurringExpenseId: 'r1', Terms: terms({ Amount: 475 }), RecordFrom: '2026-12-02' } }]);
    given(recurringExpenseDecider, [scheduled()])
      .when({ type: 'DeleteRecurringExpense' })
      .then([{ type: 'RecurringExpenseDeleted', data: { RecurringExpenseId: 'r1' } }]);
    given(recurringExpenseDecider, [scheduled(), { type: 'RecurringExpenseDeleted', data: { RecurringExpenseId: 'r1' } }])
      .when(save())
      .thenFails('RECURRING_EXPENSE.NOT_FOUND');
  });
});
