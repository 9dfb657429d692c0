import {
  changedExpenseTypes,
  EXPENSE_MESSAGES as M,
  EXPENSE_TYPE_MESSAGES as T,
  expenseDecider,
  expenseTypeOf,
  expenseTypesOf,
  receiptContentType,
  SCHEDULE_C_LINES,
  STANDARD_EXPENSE_TYPES,
  type DomainError,
} from '@notary/domain';
import type { ExpenseEntry, ExpenseEvent } from '@notary/events';
import { given } from '../support/given-when-then';

const input = (overrides: Record<string, unknown> = {}) => ({
  Date: '2026-03-10',
  Payee: ' NNA ',
  Details: 'Membership ',
  Amount: 89.5 as number | null,
  CategoryKey: 22 as number | null,
  AppointmentId: null,
  AppointmentTypeId: null,
  ...overrides,
});
const known = new Set(STANDARD_EXPENSE_TYPES.map((type) => type.Id));
const entry = (overrides: Partial<ExpenseEntry> = {}): ExpenseEntry => ({
  Date: '2026-03-10',
  Payee: 'NNA',
  Details: 'Membership',
  Amount: 89.5,
  CategoryKey: 22,
  AppointmentId: null,
  AppointmentTypeId: null,
  ...overrides,
});
const save = (overrides: Record<string, unknown> = {}, knownTypes: ReadonlySet<number> = known) =>
  ({ type: 'SaveExpense', expenseId: 'e1', ownerId: 'n1', input: input(overrides), knownTypes }) as const;
const recorded = (overrides: Partial<ExpenseEntry> = {}): ExpenseEvent => ({
  type: 'ExpenseRecorded',
  data: { ExpenseId: 'e1', OwnerId: 'n1', Expense: entry(overrides) },
});
const receipt = { Hash: 'a'.repeat(64), Size: 10, ContentType: 'image/png', FileName: 'r.png' };

describe('expenses', () => {
  it('records an expense with a payee, an amount above 0 and a date; changes only what differs', () => {
    given(expenseDecider).when(save()).then([recorded()]);
    given(expenseDecider, [recorded()]).when(save()).thenNothing();
    given(expenseDecider, [recorded()])
      .when(save({ Amount: 100 }))
      .then([{ type: 'ExpenseChanged', data: { ExpenseId: 'e1', Expense: entry({ Amount: 100 }) } }]);
    // Other (-1) is kept as "no type chosen".
    given(expenseDecider)
      .when(save({ CategoryKey: -1 }))
      .then([recorded({ CategoryKey: null })]);
  });

  it('reports every broken rule at once, by field', () => {
    let error: unknown;
    try {
      expenseDecider.decide(save({ Payee: ' ', Amount: 0, Date: '2026-02-30', CategoryKey: 4242 }), expenseDecider.initialState());
    } catch (caught) {
      error = caught;
    }
    expect((error as DomainError).errors).toEqual({ Payee: M.payeeRequired, Amount: M.amountAboveZero, Date: M.date, CategoryKey: M.type });
    given(expenseDecider)
      .when(save({ Amount: null }))
      .thenFails('EXPENSE.INVALID', M.amountAboveZero);
    given(expenseDecider)
      .when(save({ Amount: -5 }))
      .thenFails('EXPENSE.INVALID', M.amountAboveZero);
  });

  it('keeps a type deleted since on the expense it was on, but refuses it as a new choice', () => {
    const withoutCustom = new Set([...known]);
    given(expenseDecider, [recorded({ CategoryKey: 1000 })])
      .when(save({ CategoryKey: 1000, Amount: 90 }, withoutCustom))
      .then([{ type: 'ExpenseChanged', data: { ExpenseId: 'e1', Expense: entry({ CategoryKey: 1000, Amount: 90 }) } }]);
    given(expenseDecider)
      .when(save({ CategoryKey: 1000 }, withoutCustom))
      .thenFails('EXPENSE.INVALID', M.type);
  });

  it('attaches a receipt, deletes once, and answers 404 for a deleted expense', () => {
    given(expenseDecider, [recorded()])
      .when({ type: 'AttachReceipt', receipt })
      .then([{ type: 'ReceiptAttached', data: { ExpenseId: 'e1', Receipt: receipt } }]);
    given(expenseDecider).when({ type: 'AttachReceipt', receipt }).thenFails('EXPENSE.NOT_FOUND');
    const deleted: ExpenseEvent = { type: 'ExpenseDeleted', data: { ExpenseId: 'e1', Reason: 'signing-deleted', SigningId: 's1' } };
    given(expenseDecider, [recorded()]).when({ type: 'DeleteExpense', reason: 'signing-deleted', signingId: 's1' }).then([deleted]);
    // The notary and the signing policy deleting at once: the second adds nothing.
    given(expenseDecider, [recorded(), deleted]).when({ type: 'DeleteExpense', reason: 'deleted' }).thenNothing();
    given(expenseDecider, [recorded(), deleted]).when(save()).thenFails('EXPENSE.NOT_FOUND', M.notFound);
  });

  it("records a recurring expense's occurrence on a new stream only", () => {
    const occurrence = { type: 'RecordOccurrence', expenseId: 'e1', ownerId: 'n1', entry: entry(), recurringExpenseId: 'r1', date: '2026-03-10' } as const;
    given(expenseDecider)
      .when(occurrence)
      .then([{ type: 'ExpenseRecorded', data: { ExpenseId: 'e1', OwnerId: 'n1', Expense: entry(), RecurringExpenseId: 'r1', OccurrenceDate: '2026-03-10' } }]);
    given(expenseDecider, [recorded()]).when(occurrence).thenNothing();
  });
});

describe('expense types and Schedule C lines', () => {
  it('puts what notaries buy on the right line', () => {
    const line = (description: string) => STANDARD_EXPENSE_TYPES.find((type) => type.Description === description)?.ScheduleCLine;
    expect(line('E&O insurance')).toBe('15');
    expect(line('Surety bond')).toBe('15');
    expect(line('Notary commission and license fees')).toBe('23');
    expect(line('Stamps, seals and journals')).toBe('22');
    expect(line('Association dues')).toBe('27a');
    expect(line('Background checks')).toBe('27a');
    expect(SCHEDULE_C_LINES['24b'].DeductiblePercent).toBe(50);
    // Every line the issue names is there.
    expect(Object.keys(SCHEDULE_C_LINES).sort()).toEqual(
      ['10', '11', '13', '15', '16', '17', '18', '20', '21', '22', '23', '24a', '24b', '25', '27a', '30', '8', '9'].sort(),
    );
    expect(new Set(STANDARD_EXPENSE_TYPES.map((type) => type.Id)).size).toBe(STANDARD_EXPENSE_TYPES.length);
  });

  it('numbers new custom types from 1000, changes only what differs, and never a standard type', () => {
    const added = changedExpenseTypes([], [{ Id: 0, Description: ' Fingerprinting ', ScheduleCLine: '27a' }]);
    expect(added).toEqual([{ Id: 1000, Description: 'Fingerprinting', ScheduleCLine: '27a', IsDeleted: false }]);
    expect(changedExpenseTypes(added, [{ Id: 1000, Description: 'Fingerprinting', ScheduleCLine: '27a' }])).toEqual([]);
    expect(changedExpenseTypes(added, [{ Id: 0, Description: 'Courier', ScheduleCLine: '18' }])[0].Id).toBe(1001);
    expect(() => changedExpenseTypes([], [{ Id: 6, Description: 'Mine', ScheduleCLine: '15' }])).toThrow(T.standardFixed);
    expect(() => changedExpenseTypes([], [{ Id: 0, Description: '', ScheduleCLine: '15' }])).toThrow(T.descriptionRequired);
    expect(() => changedExpenseTypes([], [{ Id: 0, Description: 'x', ScheduleCLine: '19' }])).toThrow(T.line);
    expect(() => changedExpenseTypes([], [{ Id: 0, Description: 'SURETY BOND', ScheduleCLine: '15' }])).toThrow(T.duplicate);
    expect(() => changedExpenseTypes([], [{ Id: 1234, Description: 'Ghost', ScheduleCLine: '15' }])).toThrow(T.unknown);
    // A deleted type's name may be used again.
    const deleted = changedExpenseTypes(added, [{ Id: 1000, Description: 'Fingerprinting', ScheduleCLine: '27a', IsDeleted: true }]);
    expect(changedExpenseTypes([{ ...added[0], ...deleted[0] }], [{ Id: 0, Description: 'fingerprinting', ScheduleCLine: '17' }])[0].Id).toBe(1001);
  });

  it('shows an expense without a type, or of an unknown one, as Other on line 27a', () => {
    const types = expenseTypesOf([{ Id: 1000, Description: 'Fingerprinting', ScheduleCLine: '17', IsDeleted: true }]);
    expect(expenseTypeOf(types, null)).toMatchObject({ Description: 'Other', ScheduleCLine: '27a' });
    expect(expenseTypeOf(types, 99)).toMatchObject({ Description: 'Other' });
    expect(expenseTypeOf(types, 1000)).toMatchObject({ Description: 'Fingerprinting', ScheduleCLine: '17', Readonly: false });
  });
});

describe('receipt files', () => {
  it('are judged by their magic numbers', () => {
    expect(receiptContentType(Buffer.from('89504e470d0a1a0a', 'hex'))).toBe('image/png');
    expect(receiptContentType(Buffer.from('ffd8ffe0', 'hex'))).toBe('image/jpeg');
    expect(receiptContentType(Buffer.from('GIF89a'))).toBe('image/gif');
    expect(receiptContentType(Buffer.from('GIF87a'))).toBe('image/gif');
    expect(receiptContentType(Buffer.from('%PDF-1.7'))).toBe('application/pdf');
    expect(receiptContentType(Buffer.from('MZ\x90\x00'))).toBeNull();
    expect(receiptContentType(Buffer.from('<svg'))).toBeNull();
    expect(receiptContentType(Buffer.from('8950', 'hex'))).toBeNull();
  });
});
