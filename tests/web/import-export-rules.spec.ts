import { EXPORT_FIELD_CODES, EXPORT_NEEDS } from '@notary/contracts/wire-values';
import type { ImportedSigning } from '@notary/contracts';
import { addressOf, answerSummary, batches, formatTime, signerOf } from '../../apps/web/src/features/imports/importRules';
import { exportProblem, exportRequest, initialExportChoice } from '../../apps/web/src/features/signings/exportChoices';

// Issue 14: the export dialog's choice (spec 001 §5, §7) and how the import page words its rows.

describe('the export dialog', () => {
  it('starts at this year with every field, or with the fields remembered from the last export', () => {
    const fresh = initialExportChoice('2026-11-25', null);
    expect([fresh.startDate, fresh.endDate, fresh.fields.size]).toEqual(['2026-01-01', '2026-12-31', EXPORT_FIELD_CODES.length]);
    const remembered = initialExportChoice('2026-11-25', JSON.stringify(['Amount', 'Date', 'NoSuchField']));
    expect([...remembered.fields]).toEqual(['Amount', 'Date']);
    // Something unreadable (or an empty choice) falls back to every field.
    expect(initialExportChoice('2026-11-25', '{oops').fields.size).toBe(EXPORT_FIELD_CODES.length);
    expect(initialExportChoice('2026-11-25', '[]').fields.size).toBe(EXPORT_FIELD_CODES.length);
  });

  it('needs a start date, an end date and at least one field, in order; sends the codes comma-joined in the dialog’s order', () => {
    const choice = { startDate: '2026-01-01', endDate: '2026-12-31', fields: new Set(['SignerLastName', 'Date'] as const) };
    expect(exportProblem(choice)).toBeNull();
    expect(exportProblem({ ...choice, startDate: '' })).toBe(EXPORT_NEEDS);
    expect(exportProblem({ ...choice, endDate: '' })).toBe(EXPORT_NEEDS);
    expect(exportProblem({ ...choice, fields: new Set() })).toBe(EXPORT_NEEDS);
    expect(exportProblem({ ...choice, endDate: '2025-12-31' })).toBe('The end date is before the start date');
    expect(exportRequest(choice)).toEqual({ startDate: '2026-01-01', endDate: '2026-12-31', fields: 'Date,SignerLastName' });
  });
});

describe('the import page', () => {
  const row: ImportedSigning = {
    Id: 'i1',
    FileName: 'old.csv',
    Row: 2,
    AppointmentDate: '2026-03-05',
    AppointmentTime: { Hour: 2, Minute: 5, AmPm: 'PM' },
    OrderNumber: '',
    InvoiceNumber: '',
    Address1: '12 Oak St',
    Address2: 'Apt 4',
    City: 'Austin',
    State: 'TX',
    Zip: '78701',
    Amount: 125,
    SignerFirstName: 'Ana',
    SignerLastName: 'Rivera',
    SignerPhone: '',
    SignerEmail: '',
    CoSignerFirstName: '',
    CoSignerLastName: '',
    CoSignerPhone: '',
    CoSignerEmail: '',
    ImportedAt: '2026-03-01T00:00:00.000Z',
  };

  it('says what became of a file’s rows', () => {
    const answer = { FileName: 'a.csv', RowsRead: 5, Added: 3, AlreadyImported: 1, BadRows: [{ Row: 4, Message: 'No date' }], Position: 9 };
    expect(answerSummary(answer)).toBe('5 rows read: 3 signings added to the list below, 1 row already imported before, 1 row not imported.');
    expect(answerSummary({ ...answer, RowsRead: 1, Added: 1, AlreadyImported: 0, BadRows: [] })).toBe('1 row read: 1 signing added to the list below.');
  });

  it('shows a row’s signer, address and time as the signings list does, and accepts a long list in batches', () => {
    expect([signerOf(row), addressOf(row), formatTime(row.AppointmentTime), formatTime(null)]).toEqual([
      'Rivera, Ana',
      '12 Oak St Apt 4, Austin, TX 78701',
      '2:05 PM',
      '',
    ]);
    expect(addressOf({ ...row, Address1: '', Address2: '', City: '', Zip: '' })).toBe('TX');
    expect(batches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });
});
