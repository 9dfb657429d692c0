import {
  DomainError,
  IMPORT_FILE_MESSAGES,
  IMPORT_MESSAGES,
  importIdsOf,
  pendingImports,
  readImportSheet,
  signingImportsDecider,
  type ImportCell,
  type ImportedRowValues,
} from '@notary/domain';
import type { ImportedSigningRow, SigningImportEvent } from '@notary/events';
import { given } from '../support/given-when-then';

const OWNER = 'n1';

/** A row as read from a file (row 2 of a sheet whose header is row 1). */
const values = (overrides: Partial<ImportedRowValues> = {}): ImportedRowValues => ({
  Row: 2,
  AppointmentDate: '2026-03-05',
  AppointmentTime: { Hour: 2, Minute: 30, AmPm: 'PM' },
  OrderNumber: 'ORD-7',
  InvoiceNumber: '',
  Address1: '12 Oak St',
  Address2: '',
  City: 'Austin',
  State: 'TX',
  Zip: '78701',
  Amount: 125,
  SignerFirstName: 'Ana',
  SignerLastName: 'Rivera',
  SignerPhone: '512-555-0100',
  SignerEmail: 'ana@example.com',
  CoSignerFirstName: '',
  CoSignerLastName: '',
  CoSignerPhone: '',
  CoSignerEmail: '',
  ...overrides,
});

const importRows = (rows: ImportedRowValues[], fileName = 'signings.csv') => ({ type: 'ImportRows', ownerId: OWNER, fileName, rows }) as const;
const withIds = (rows: ImportedRowValues[]): ImportedSigningRow[] => {
  const ids = importIdsOf(OWNER, rows);
  return rows.map((row, index) => ({ ImportId: ids[index]!, ...row }));
};
const imported = (rows: ImportedRowValues[], fileName = 'signings.csv'): SigningImportEvent => ({
  type: 'SigningsImported',
  data: { OwnerId: OWNER, FileName: fileName, Rows: withIds(rows) },
});

const ana = values();
const ben = values({ Row: 3, SignerFirstName: 'Ben', SignerLastName: 'Ortiz', OrderNumber: 'ORD-8' });
const [anaId, benId] = importIdsOf(OWNER, [ana, ben]) as [string, string];

function failure(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}

describe('importing signings: the decider', () => {
  it('given nothing imported, when a file’s rows are imported, then they are recorded with their identity', () => {
    given(signingImportsDecider)
      .when(importRows([ana, ben]))
      .then([imported([ana, ben])]);
  });

  it('given a file imported, when the same rows come again (even moved, re-cased or re-spaced), then nothing is added', () => {
    given(signingImportsDecider, [imported([ana, ben])])
      .when(
        importRows(
          [
            { ...ben, Row: 2 },
            { ...ana, Row: 3, City: ' AUSTIN ', SignerLastName: 'rivera' },
          ],
          'copy.xlsx',
        ),
      )
      .thenNothing();
  });

  it('given a file imported, when a file brings one new row among known ones, then only the new row is added', () => {
    const cy = values({ Row: 4, SignerFirstName: 'Cy', SignerLastName: 'Young', OrderNumber: 'ORD-9' });
    given(signingImportsDecider, [imported([ana, ben])])
      .when(importRows([ana, ben, cy]))
      .thenEvents((events) => {
        expect(events).toHaveLength(1);
        expect(events[0]).toMatchObject({ type: 'SigningsImported', data: { Rows: [{ Row: 4, SignerLastName: 'Young' }] } });
      });
  });

  it('counts identical rows of one file as separate signings, and knows both when the file comes again', () => {
    const twice = [ana, { ...ana, Row: 3 }];
    const ids = importIdsOf(OWNER, twice);
    expect(new Set(ids).size).toBe(2);
    given(signingImportsDecider)
      .when(importRows(twice))
      .then([imported(twice)]);
    given(signingImportsDecider, [imported(twice)])
      .when(importRows(twice))
      .thenNothing();
    // The same row for another notary is another row.
    expect(importIdsOf('n2', [ana])[0]).not.toBe(ids[0]);
  });

  it('records a large file as several events, each well under the log’s 1 MB', () => {
    const many = Array.from({ length: 3000 }, (_, index) => values({ Row: index + 2, OrderNumber: `ORD-${index}`, Address2: 'x'.repeat(150) }));
    given(signingImportsDecider)
      .when(importRows(many))
      .thenEvents((events) => {
        expect(events.length).toBeGreaterThan(1);
        for (const event of events) expect(JSON.stringify(event).length).toBeLessThan(400 * 1024);
        expect(events.flatMap((event) => (event.type === 'SigningsImported' ? event.data.Rows : []))).toHaveLength(3000);
      });
  });

  it('given a pending import, when it is discarded, then it leaves the pending rows; discarding again changes nothing', () => {
    const discarded: SigningImportEvent = { type: 'ImportedSigningDiscarded', data: { ImportId: anaId } };
    given(signingImportsDecider, [imported([ana, ben])])
      .when({ type: 'DiscardImport', importId: anaId })
      .then([discarded]);
    const after = given(signingImportsDecider, [imported([ana, ben]), discarded]);
    after.when({ type: 'DiscardImport', importId: anaId }).thenNothing();
    expect([...pendingImports(after.state).keys()]).toEqual([benId]);
    // A discarded row is still known: importing the file again does not bring it back.
    after.when(importRows([ana, ben])).thenNothing();
  });

  it('refuses to discard a row it does not hold (another notary’s, or one accepted) with 404', () => {
    given(signingImportsDecider, [imported([ana])])
      .when({ type: 'DiscardImport', importId: 'f'.repeat(32) })
      .thenFails('IMPORT.NOT_FOUND', IMPORT_MESSAGES.notFound);
    given(signingImportsDecider, [imported([ana]), { type: 'ImportedSigningAccepted', data: { ImportId: anaId, SigningId: 's1' } }])
      .when({ type: 'DiscardImport', importId: anaId })
      .thenFails('IMPORT.NOT_FOUND');
  });

  it('given pending imports, when signings were saved from some, then those are recorded as accepted, once', () => {
    const accepted: SigningImportEvent = { type: 'ImportedSigningAccepted', data: { ImportId: anaId, SigningId: 's1' } };
    given(signingImportsDecider, [imported([ana, ben])])
      .when({ type: 'RecordAccepted', accepted: [{ importId: anaId, signingId: 's1' }] })
      .then([accepted]);
    const after = given(signingImportsDecider, [imported([ana, ben]), accepted]);
    after.when({ type: 'RecordAccepted', accepted: [{ importId: anaId, signingId: 's1' }] }).thenNothing();
    expect([...pendingImports(after.state).values()]).toEqual([{ ...withIds([ana, ben])[1], FileName: 'signings.csv' }]);
  });
});

describe('importing signings: reading a sheet', () => {
  it('finds the columns by name in any order, ignoring case, spaces and punctuation', () => {
    const sheet: ImportCell[][] = [
      [
        'ZIP CODE',
        'borrower last name',
        'First Name',
        'Appointment Date',
        'Fee',
        'Order #',
        'E-mail',
        'Phone',
        'Street Address',
        'city',
        'St',
        'Time',
        'Notes',
      ],
      ['02134', 'Peña', 'José', '3/5/2026', '$1,250.50', '-123', 'jose@example.com', "'+1 512 555 0100", '1 Main St', 'Boston', 'ma', '2 pm', 'gate code 4411'],
    ];
    expect(readImportSheet(sheet)).toEqual({
      rows: [
        {
          ...values({ Row: 2 }),
          Zip: '02134',
          SignerLastName: 'Peña',
          SignerFirstName: 'José',
          AppointmentDate: '2026-03-05',
          AppointmentTime: { Hour: 2, Minute: 0, AmPm: 'PM' },
          Amount: 1250.5,
          OrderNumber: '-123',
          SignerEmail: 'jose@example.com',
          SignerPhone: '+1 512 555 0100',
          Address1: '1 Main St',
          City: 'Boston',
          State: 'ma',
        },
      ],
      badRows: [],
    });
  });

  it('reads the export’s own titles, a whole name, and a spreadsheet’s typed cells (dates, times, numbers)', () => {
    const sheet: ImportCell[][] = [
      ['My signings'],
      ['Date', 'Time', 'Signer Name', 'Co-Signer Name', 'Co-Signer E-mail', 'Zip', 'Amount', 'Signer Home Phone', 'Signer Cell Phone'],
      [new Date(Date.UTC(2026, 2, 5)), new Date(Date.UTC(1899, 11, 30, 14, 30)), 'Rivera, Ana', 'Mary Ann Smith', 'm@example.com', 2134, 125, 5125550199, ''],
      [new Date(Date.UTC(2026, 2, 6, 9, 15)), null, 'Ben Ortiz', '', '', '78701-1234', 80, '', '512 555 0101'],
    ];
    const { rows, badRows } = readImportSheet(sheet);
    expect(badRows).toEqual([]);
    expect(rows[0]).toMatchObject({
      Row: 3,
      AppointmentDate: '2026-03-05',
      AppointmentTime: { Hour: 2, Minute: 30, AmPm: 'PM' },
      SignerFirstName: 'Ana',
      SignerLastName: 'Rivera',
      CoSignerFirstName: 'Mary Ann',
      CoSignerLastName: 'Smith',
      CoSignerEmail: 'm@example.com',
      Zip: '02134',
      Amount: 125,
      // The home phone stands in when the cell phone is empty.
      SignerPhone: '5125550199',
    });
    expect(rows[1]).toMatchObject({ Row: 4, AppointmentDate: '2026-03-06', AppointmentTime: { Hour: 9, Minute: 15, AmPm: 'AM' }, SignerPhone: '512 555 0101' });
  });

  it('reports each bad row with its spreadsheet row number and why, keeps the others and passes over empty rows', () => {
    const sheet: ImportCell[][] = [
      ['Date', 'Last Name', 'Amount'],
      ['2026-03-05', 'Good', '100'],
      ['13/45/2026', 'BadDate', '100'],
      [null, '', ''],
      ['2026-03-07', 'Negative', '-5'],
      ['2026-03-08', 'Words', 'a lot'],
      ['', '', '10'],
      ['March 9, 2026', 'AlsoGood', ''],
    ];
    const { rows, badRows } = readImportSheet(sheet);
    expect(rows.map((row) => [row.Row, row.SignerLastName, row.AppointmentDate])).toEqual([
      [2, 'Good', '2026-03-05'],
      [8, 'AlsoGood', '2026-03-09'],
    ]);
    expect(badRows).toEqual([
      { Row: 3, Message: 'The date “13/45/2026” is not a date (write it as MM/DD/YYYY or YYYY-MM-DD)' },
      { Row: 5, Message: 'The amount -5 is negative' },
      { Row: 6, Message: 'The amount “a lot” is not a number' },
      { Row: 7, Message: 'No signer last name; no date' },
    ]);
  });

  it('refuses a file that is empty, names no known column or has no rows under its header, saying what it expected', () => {
    expect(failure(() => readImportSheet([])).code).toBe('IMPORT.EMPTY');
    expect(failure(() => readImportSheet([['', null]])).message).toBe(IMPORT_FILE_MESSAGES.empty);
    const noColumns = failure(() =>
      readImportSheet([
        ['Colour', 'Size'],
        ['red', 'L'],
      ]),
    );
    expect(noColumns.code).toBe('IMPORT.NO_COLUMNS');
    expect(noColumns.message).toContain('Signer Last Name');
    expect(failure(() => readImportSheet([['Date', 'Last Name']])).code).toBe('IMPORT.NO_ROWS');
  });
});
