import { expenseStream, settingsStream, signingStream, type ExpenseEntry } from '@notary/events';
import { EXPENSE_ORPHANS, EXPENSE_PAYEES, EXPENSE_RECEIPTS, EXPENSE_SUMMARIES, EXPENSES, expensesProjection } from '@notary/read-models';
import { projectionSpec } from '../support/projection-spec';
import { notaryLog, OWNER } from './fixtures';

const spec = projectionSpec(expensesProjection);
const entry = (overrides: Partial<ExpenseEntry> = {}): ExpenseEntry => ({
  Date: '2026-03-10',
  Payee: 'Notary Supply Co',
  Details: 'Journal and stamp',
  Amount: 32.1,
  CategoryKey: 16,
  AppointmentId: null,
  AppointmentTypeId: null,
  ...overrides,
});

describe('the expenses read model', () => {
  it('keeps an expense with its type’s name and line, its receipt, and moves its amount between buckets when it changes', async () => {
    const log = notaryLog();
    const recorded = log.record(expenseStream('e-1'), { type: 'ExpenseRecorded', data: { ExpenseId: 'e-1', OwnerId: OWNER, Expense: entry() } });
    const receipt = log.record(expenseStream('e-1'), {
      type: 'ReceiptAttached',
      data: { ExpenseId: 'e-1', Receipt: { Hash: 'b'.repeat(64), Size: 99, ContentType: 'application/pdf', FileName: 'journal.pdf' } },
    });
    const moved = log.record(expenseStream('e-1'), { type: 'ExpenseChanged', data: { ExpenseId: 'e-1', Expense: entry({ Date: '2026-04-01', Amount: 40 }) } });
    const given = spec.given(recorded, receipt, moved);
    const [document] = await given.documents(EXPENSES);
    expect(document).toMatchObject({
      Id: 'e-1',
      Revision: 2,
      Year: 2026,
      Month: 4,
      Amount: 40,
      CategoryKey: 16,
      CategoryName: 'Stamps, seals and journals',
      ScheduleCLine: '22',
      ReceiptHash: 'b'.repeat(64),
      ReceiptContentType: 'application/pdf',
      SearchText: 'notary supply co journal and stamp',
      SigningGone: false,
    });
    // March emptied, April holds it, in cents.
    const buckets = await given.documents(EXPENSE_SUMMARIES);
    expect(buckets.map(({ Month, Count, TotalCents }) => ({ Month, Count, TotalCents }))).toEqual(
      expect.arrayContaining([
        { Month: 3, Count: 0, TotalCents: 0 },
        { Month: 4, Count: 1, TotalCents: 4000 },
      ]),
    );
    await given.then(EXPENSE_PAYEES, [{ _id: `${OWNER}:notary supply co`, OwnerId: OWNER, Payee: 'Notary Supply Co', Count: 1 }]);
    // The receipt's bytes are named once; deleting the expense lets them go.
    await given.then(EXPENSE_RECEIPTS, [{ _id: 'b'.repeat(64), Count: 1 }]);
    const deleted = log.record(expenseStream('e-1'), { type: 'ExpenseDeleted', data: { ExpenseId: 'e-1', Reason: 'deleted' } });
    await spec.given(recorded, receipt, moved, deleted).then(EXPENSE_RECEIPTS, [{ _id: 'b'.repeat(64), Count: 0 }]);
  });

  it('names a custom type as the notary named it, and follows a rename', async () => {
    const log = notaryLog();
    const added = log.record(settingsStream(OWNER), {
      type: 'ExpenseTypesChanged',
      data: { ExpenseTypes: [{ Id: 1000, Description: 'Fingerprinting', ScheduleCLine: '27a', IsDeleted: false }] },
    });
    const recorded = log.record(expenseStream('e-1'), {
      type: 'ExpenseRecorded',
      data: { ExpenseId: 'e-1', OwnerId: OWNER, Expense: entry({ CategoryKey: 1000 }) },
    });
    const renamed = log.record(settingsStream(OWNER), {
      type: 'ExpenseTypesChanged',
      data: { ExpenseTypes: [{ Id: 1000, Description: 'Live Scan', ScheduleCLine: '17', IsDeleted: false }] },
    });
    expect((await spec.given(added, recorded).documents(EXPENSES))[0]).toMatchObject({ CategoryName: 'Fingerprinting', ScheduleCLine: '27a' });
    expect((await spec.given(added, recorded, renamed).documents(EXPENSES))[0]).toMatchObject({ CategoryName: 'Live Scan', ScheduleCLine: '17' });
  });

  it('marks the expenses of a deleted signing for the policy, also one recorded after the deletion', async () => {
    const log = notaryLog();
    const before = log.record(expenseStream('e-1'), {
      type: 'ExpenseRecorded',
      data: { ExpenseId: 'e-1', OwnerId: OWNER, Expense: entry({ AppointmentId: 's-1' }) },
    });
    const deleted = log.record(signingStream('s-1'), { type: 'SigningDeleted', data: { SigningId: 's-1' } });
    const after = log.record(expenseStream('e-2'), {
      type: 'ExpenseRecorded',
      data: { ExpenseId: 'e-2', OwnerId: OWNER, Expense: entry({ AppointmentId: 's-1' }) },
    });
    const other = log.record(expenseStream('e-3'), { type: 'ExpenseRecorded', data: { ExpenseId: 'e-3', OwnerId: OWNER, Expense: entry() } });
    const given = spec.given(before, deleted, after, other);
    const documents = await given.documents(EXPENSES);
    expect(Object.fromEntries(documents.map((document) => [document._id, document.SigningGone]))).toEqual({ 'e-1': true, 'e-2': true, 'e-3': false });
    await given.thenAnnounced([
      { kind: 'expense.saved', id: 'e-1' },
      { kind: 'expenses.orphaned', id: 's-1' },
      { kind: 'expenses.orphaned', id: 's-1' },
      { kind: 'expense.saved', id: 'e-2' },
      { kind: 'expense.saved', id: 'e-3' },
    ]);
    await given.then(EXPENSE_ORPHANS, [
      { _id: 'e-1', OwnerId: OWNER, AppointmentId: 's-1' },
      { _id: 'e-2', OwnerId: OWNER, AppointmentId: 's-1' },
    ]);
    const gone = log.record(expenseStream('e-1'), { type: 'ExpenseDeleted', data: { ExpenseId: 'e-1', Reason: 'signing-deleted', SigningId: 's-1' } });
    const afterPolicy = spec.given(before, deleted, after, other, gone);
    expect((await afterPolicy.documents(EXPENSES)).map((document) => document._id)).toEqual(['e-2', 'e-3']);
    await afterPolicy.then(EXPENSE_ORPHANS, [{ _id: 'e-2', OwnerId: OWNER, AppointmentId: 's-1' }]);
    const payees = await afterPolicy.documents(EXPENSE_PAYEES);
    expect(payees[0]).toMatchObject({ Count: 2 });
  });
});
