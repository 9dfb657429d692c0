import { randomUUID } from 'node:crypto';
import * as ExcelJS from 'exceljs';
import { EXPORT_FIELD_CODES, EXPORT_FIELDS, EXPORT_NEEDS } from '@notary/contracts';
import { blankProfile, IMPORT_FILE_MESSAGES, IMPORT_MESSAGES, TRIAL_EXPIRED_MESSAGE } from '@notary/domain';
import { settingsStream } from '@notary/events';
import { csvRows } from '../../apps/command-api/src/features/import-export/import-file/csv-sheet';
import { ApiClient, signingBody } from '../support/api-client';
import { PDF_BYTES, PNG_BYTES } from '../support/receipts';
import { exportSignings, uploadImport } from '../support/signing-files';
import { startTestApp, type TestApp } from '../support/test-app';

// Issue 14: the CSV export of signings (POST /api/appointmentapi/exportAppointments) and imports of
// CSV and Excel files as pending imports (userimportapi/import, getimportscount, imports,
// deleteimport/{id}, acceptimports). The trial's 15 signings hold: each test has its own notaries.
let app: TestApp;
let count = 0;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function notary(name: string): Promise<ApiClient> {
  const client = new ApiClient(app.url);
  await client.register(`${name}-${++count}@imports.example`);
  return client;
}

async function save(client: ApiClient, overrides: Record<string, unknown>): Promise<string> {
  const saved = await client.post('/api/appointmentapi/save', signingBody(overrides));
  expect(saved.status).toBe(200);
  return saved.body.Id;
}

const ALL_FIELDS = EXPORT_FIELD_CODES.join(',');
const csv = (lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`);
const pending = async (client: ApiClient) => (await client.get('/api/appointmentapi/imports')).body as Array<Record<string, any>>;
const pendingCount = async (client: ApiClient) => (await client.get('/api/appointmentapi/getimportscount')).body.Count as number;
const withoutBom = (text: string) => text.replace(/^\uFEFF/, '');

describe('POST /api/appointmentapi/exportAppointments', () => {
  it('answers AppointmentExport.csv: a header row, then the range’s signings (inclusive) in date and time order, the columns as chosen', async () => {
    const ann = await notary('export');
    await save(ann, { LastName: 'Before', AppointmentDate: '2025-12-31', AppointmentTime: { Hour: 11, Minute: 59, AmPm: 'PM' } });
    await save(ann, { LastName: 'Afternoon', AppointmentDate: '2026-03-05', AppointmentTime: { Hour: 2, Minute: 30, AmPm: 'PM' }, Amount: 125 });
    await save(ann, { LastName: 'Morning', AppointmentDate: '2026-03-05', AppointmentTime: { Hour: 9, Minute: 5, AmPm: 'AM' }, Amount: 80.5 });
    await save(ann, { LastName: 'First', AppointmentDate: '2026-01-01', AppointmentTime: { Hour: 12, Minute: 0, AmPm: 'AM' }, Amount: null });
    await save(ann, { LastName: 'Last', AppointmentDate: '2026-12-31', AppointmentTime: { Hour: 11, Minute: 0, AmPm: 'PM' } });
    await save(ann, { LastName: 'After', AppointmentDate: '2027-01-01' });
    const other = await notary('export-other');
    await save(other, { LastName: 'NotAnns', AppointmentDate: '2026-06-01' });

    const answer = await exportSignings(ann, { startDate: '01/01/2026', endDate: '2026-12-31', fields: 'SignerLastName,Date,Time,Amount' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="AppointmentExport.csv"');
    expect(withoutBom(answer.text)).toBe(
      [
        'Signer Last Name,Date,Time,Amount',
        'First,01/01/2026,12:00 AM,',
        'Morning,03/05/2026,9:05 AM,80.50',
        'Afternoon,03/05/2026,2:30 PM,125.00',
        'Last,12/31/2026,11:00 PM,125.00',
        '',
      ].join('\r\n'),
    );
    // Every field, titled in words, in the dialog's order; the home and work phones are empty columns.
    const all = csvRows(withoutBom((await exportSignings(ann, { startDate: '2026-03-05', endDate: '2026-03-05', fields: ALL_FIELDS })).text));
    expect(all[0]).toEqual(EXPORT_FIELDS.map(([, title]) => title));
    expect(all[0]).toContain('Co-Signer E-mail');
    expect(all.slice(1, 3).map((row) => row[EXPORT_FIELD_CODES.indexOf('SignerLastName')])).toEqual(['Morning', 'Afternoon']);
    expect(all[1]![EXPORT_FIELD_CODES.indexOf('SignerHomePhone')]).toBe('');
    // A list of codes works too.
    expect(withoutBom((await exportSignings(other, { startDate: '2026-01-01', endDate: '2026-12-31', fields: ['SignerLastName'] })).text)).toBe(
      'Signer Last Name\r\nNotAnns\r\n',
    );
  });

  it('neutralises text a spreadsheet would run as a formula and quotes as RFC 4180 asks', async () => {
    const ann = await notary('export-quoting');
    await save(ann, {
      LastName: '=HYPERLINK("http://evil.example","Click")',
      FirstName: 'Ann, "Jr"',
      City: '@home',
      OrderNumber: '-42',
      CellPhone: '+1 512 555 0100',
      Address1: '12 Oak St',
      Address2: 'Apt 4',
      Amount: 99.99,
    });
    const answer = await exportSignings(ann, {
      startDate: '2026-03-05',
      endDate: '2026-03-05',
      fields: 'SignerLastName,SignerFirstName,City,OrderNumber,SignerCellPhone,Address,Amount',
    });
    const [, row] = withoutBom(answer.text).split('\r\n');
    expect(row).toBe(`"'=HYPERLINK(""http://evil.example"",""Click"")","Ann, ""Jr""",'@home,'-42,'+1 512 555 0100,"12 Oak St, Apt 4",99.99`);
  });

  it('answers 400 naming what is missing or wrong, as other validation errors are answered', async () => {
    const ann = await notary('export-refused');
    const refused = async (body: Record<string, unknown>) => {
      const answer = await exportSignings(ann, body);
      expect(answer.status).toBe(400);
      expect(answer.json.Code).toBe('VALIDATION.INVALID');
      return answer.json as { Response: string; Errors: Record<string, string> };
    };
    expect((await refused({ startDate: '2026-01-01', endDate: '2026-12-31' })).Response).toBe(`fields: ${EXPORT_NEEDS}; no field was chosen`);
    expect((await refused({ startDate: '2026-01-01', endDate: '2026-12-31', fields: '' })).Errors.fields).toContain('no field was chosen');
    expect((await refused({ startDate: '2026-01-01', endDate: '2026-12-31', fields: 'Date,Shoesize' })).Response).toBe(
      `fields: “Shoesize” is not an export field; the fields are ${EXPORT_FIELD_CODES.join(', ')}`,
    );
    expect((await refused({ endDate: '2026-12-31', fields: 'Date' })).Response).toBe(`startDate: ${EXPORT_NEEDS}; the start date is missing`);
    expect((await refused({ startDate: '2026-01-01', fields: 'Date' })).Errors.endDate).toBe(`${EXPORT_NEEDS}; the end date is missing`);
    expect((await refused({ startDate: '2026-02-30', endDate: '2026-12-31', fields: 'Date' })).Errors.startDate).toBe(
      'must be a date (YYYY-MM-DD or MM/DD/YYYY)',
    );
    expect((await refused({ startDate: '2026-12-31', endDate: '2026-01-01', fields: 'Date' })).Errors.endDate).toBe('The end date is before the start date');
  });
});

describe('POST /api/userimportapi/import', () => {
  const VARIANTS = [
    '\uFEFFZip Code,Borrower Last Name,First Name,Appointment Date,Fee,Order #,E-mail,Phone,Street Address,CITY,State,Time,Notes',
    '02134,Peña,José,3/5/2026,"$1,250.50",A-1,jose@example.com,512-555-0100,"1 Main St, Unit 2",Boston,MA,2:30 PM,"gate ""4411"""',
    '78701,Ortiz,Ben,2026-03-06,80,A-2,,,9 Elm St,Austin,TX,,',
  ];

  it('reads a CSV whose columns are named its own way and in another order, keeps the rows pending, and adds nothing the second time', async () => {
    const ann = await notary('import-csv');
    const first = await uploadImport(ann, csv(VARIANTS), 'old signings.csv', 'text/csv');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ FileName: 'old signings.csv', RowsRead: 2, Added: 2, AlreadyImported: 0, BadRows: [] });
    expect(await pendingCount(ann)).toBe(2);
    const rows = await pending(ann);
    expect(rows[0]).toMatchObject({
      FileName: 'old signings.csv',
      Row: 2,
      AppointmentDate: '2026-03-05',
      AppointmentTime: { Hour: 2, Minute: 30, AmPm: 'PM' },
      OrderNumber: 'A-1',
      Address1: '1 Main St, Unit 2',
      City: 'Boston',
      State: 'MA',
      Zip: '02134',
      Amount: 1250.5,
      SignerFirstName: 'José',
      SignerLastName: 'Peña',
      SignerPhone: '512-555-0100',
      SignerEmail: 'jose@example.com',
    });
    expect(rows[1]).toMatchObject({ Row: 3, SignerLastName: 'Ortiz', AppointmentTime: null, Amount: 80 });
    expect(typeof rows[0]!.Id).toBe('string');
    // Not signings yet.
    expect((await ann.get('/api/appointmentapi/signingscount')).body).toEqual({ Count: 0 });

    const again = await uploadImport(ann, csv(VARIANTS), 'old signings (1).csv');
    expect(again.body).toMatchObject({ Added: 0, AlreadyImported: 2, BadRows: [] });
    expect(await pendingCount(ann)).toBe(2);
  });

  it('reads an Excel workbook’s real cells: dates, times, numbers, rich text and links', async () => {
    const ann = await notary('import-xlsx');
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Empty');
    const sheet = workbook.addWorksheet('Signings');
    sheet.addRow(['Signing Date', 'Time', 'Signer Last Name', 'Signer First', 'Amount', 'Postal Code', 'Email', 'Co-Signer Name']);
    sheet.addRow([new Date(Date.UTC(2026, 3, 10)), new Date(Date.UTC(1899, 11, 30, 15, 45)), 'Nguyễn', 'Li', 150, 2134, null, 'Mary Ann Smith']);
    sheet.addRow([
      new Date(Date.UTC(2026, 3, 11, 8, 30)),
      null,
      { richText: [{ text: 'Mc' }, { text: 'Kay', font: { bold: true } }] },
      'Ro',
      '95.00',
      '78701',
      { text: 'ro@example.com', hyperlink: 'mailto:ro@example.com' },
      '',
    ]);
    sheet.getColumn(1).numFmt = 'mm/dd/yyyy';
    sheet.getCell('B2').numFmt = 'h:mm AM/PM';
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    // The declared type and the name do not matter: the bytes say it is a workbook.
    const answer = await uploadImport(ann, bytes, 'export.bin', 'application/octet-stream');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ Added: 2, BadRows: [] });
    const rows = await pending(ann);
    expect(
      rows.map((row) => [row.Row, row.AppointmentDate, row.AppointmentTime, row.SignerLastName, row.SignerFirstName, row.Amount, row.Zip, row.SignerEmail]),
    ).toEqual([
      [2, '2026-04-10', { Hour: 3, Minute: 45, AmPm: 'PM' }, 'Nguyễn', 'Li', 150, '02134', ''],
      [3, '2026-04-11', { Hour: 8, Minute: 30, AmPm: 'AM' }, 'McKay', 'Ro', 95, '78701', 'ro@example.com'],
    ]);
    expect(rows[0]).toMatchObject({ CoSignerFirstName: 'Mary Ann', CoSignerLastName: 'Smith' });
  });

  it('refuses what is not a CSV or Excel file of signings: 415 for an image or a PDF, 400 saying what was expected otherwise', async () => {
    const ann = await notary('import-refused');
    for (const [bytes, name] of [
      [PNG_BYTES, 'signings.csv'],
      [PDF_BYTES, 'signings.pdf'],
    ] as const) {
      const refused = await uploadImport(ann, bytes, name, 'text/csv');
      expect(refused.status).toBe(415);
      expect(refused.body).toEqual({ Response: IMPORT_FILE_MESSAGES.expected, Code: 'IMPORT.INVALID_TYPE' });
      expect(refused.body.Response).toContain('CSV or Excel (.xlsx) file of signings with a header row');
    }
    const empty = await uploadImport(ann, Buffer.alloc(0), 'empty.csv');
    expect(empty).toMatchObject({ status: 400, body: { Code: 'IMPORT.EMPTY', Response: IMPORT_FILE_MESSAGES.empty } });
    const emptyBook = new ExcelJS.Workbook();
    emptyBook.addWorksheet('Sheet1');
    expect((await uploadImport(ann, Buffer.from(await emptyBook.xlsx.writeBuffer()), 'empty.xlsx')).body.Code).toBe('IMPORT.EMPTY');
    const unknown = await uploadImport(ann, csv(['Colour,Size', 'red,L']), 'clothes.csv');
    expect(unknown.status).toBe(400);
    expect(unknown.body.Code).toBe('IMPORT.NO_COLUMNS');
    expect(unknown.body.Response).toContain('Date (or Appointment Date, Signing Date)');
    expect(unknown.body.Response).toContain('Signer Last Name');
    expect((await uploadImport(ann, csv(['Date,Last Name']), 'header.csv')).body).toMatchObject({ Code: 'IMPORT.NO_ROWS' });
    const tooLarge = await uploadImport(ann, Buffer.alloc(10 * 1024 * 1024 + 1, 0x41), 'huge.csv');
    expect(tooLarge).toMatchObject({ status: 413, body: { Code: 'IMPORT.TOO_LARGE', Response: IMPORT_FILE_MESSAGES.tooLarge } });
    expect(await pendingCount(ann)).toBe(0);
  });

  it('is refused (403) to an account whose profile does not offer import (spec 001 §6, CanImport)', async () => {
    const ann = new ApiClient(app.url);
    const { UserId } = await ann.register(`import-not-offered-${++count}@imports.example`);
    // No request changes CanImport: it is written to the log as the operators would.
    const meta = { ownerId: UserId, actorId: 'admin', correlationId: randomUUID(), causationId: randomUUID(), commandId: randomUUID() };
    await app.runtime.stores.eventStore.appendToStream(
      settingsStream(UserId),
      [
        {
          id: randomUUID(),
          type: 'BusinessProfileUpdated',
          data: { Profile: { ...blankProfile(''), CanImport: false } },
          metadata: { ...meta, occurredAt: new Date().toISOString(), schemaVersion: 1 },
        },
      ],
      { expectedRevision: 'any' },
    );
    const refused = await uploadImport(ann, csv(['Date,Last Name', '2026-03-05,Rivera']), 'signings.csv');
    expect(refused).toMatchObject({ status: 403, body: { Code: 'IMPORT.NOT_ALLOWED', Response: 'Import is not available for this account.' } });
  });

  it('reports each bad row with its row number and why, and keeps the others', async () => {
    const ann = await notary('import-bad-rows');
    const answer = await uploadImport(
      ann,
      csv([
        'Date,Last Name,Amount',
        '2026-03-05,Good,100',
        '31/31/2026,BadDate,100',
        '2026-03-07,Negative,-5',
        '2026-03-08,Words,lots',
        ',,20',
        '',
        '2026-03-09,AlsoGood,',
      ]),
      'mixed.csv',
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      RowsRead: 6,
      Added: 2,
      BadRows: [
        { Row: 3, Message: 'The date “31/31/2026” is not a date (write it as MM/DD/YYYY or YYYY-MM-DD)' },
        { Row: 4, Message: 'The amount -5 is negative' },
        { Row: 5, Message: 'The amount “lots” is not a number' },
        { Row: 6, Message: 'No signer last name; no date' },
      ],
    });
    expect((await pending(ann)).map((row) => [row.Row, row.SignerLastName])).toEqual([
      [2, 'Good'],
      [8, 'AlsoGood'],
    ]);
  });
});

describe('pending imports: discard and accept', () => {
  const FILE = csv([
    'Date,Time,Last Name,First Name,Amount,City',
    '2026-05-01,10:00 AM,Adams,Ann,100,Austin',
    '2026-05-02,11:00 AM,Baker,Bo,110,Dallas',
    '2026-05-03,noon,Clark,Cy,120,Waco',
  ]);

  it('discards one, accepts some as signings, then the rest; each leaves the pending list; nobody else sees or touches them', async () => {
    const ann = await notary('accept');
    const bob = await notary('accept-other');
    expect((await uploadImport(ann, FILE, 'may.csv')).body.Added).toBe(3);
    const [adams, baker, clark] = await pending(ann);

    // Another notary sees nothing of it and cannot discard or accept it: the same 404 as an unknown id.
    expect(await pending(bob)).toEqual([]);
    expect(await pendingCount(bob)).toBe(0);
    for (const id of [adams!.Id, 'f'.repeat(32)]) {
      const refused = await bob.post(`/api/appointmentapi/deleteimport/${id}`);
      expect(refused).toMatchObject({ status: 404, body: { Code: 'IMPORT.NOT_FOUND', Response: IMPORT_MESSAGES.notFound } });
    }
    expect((await bob.post('/api/appointmentapi/acceptimports', { Ids: [adams!.Id] })).status).toBe(404);
    expect((await bob.post('/api/appointmentapi/acceptimports', {})).body).toMatchObject({ Accepted: 0, Refused: [] });

    expect((await ann.post(`/api/appointmentapi/deleteimport/${baker!.Id}`)).status).toBe(200);
    expect((await pending(ann)).map((row) => row.SignerLastName)).toEqual(['Adams', 'Clark']);
    expect((await ann.post(`/api/appointmentapi/deleteimport/${baker!.Id}`)).status).toBe(200);
    // Importing the file again does not bring the discarded row back.
    expect((await uploadImport(ann, FILE, 'may.csv')).body).toMatchObject({ Added: 0, AlreadyImported: 3 });

    const some = await ann.post('/api/appointmentapi/acceptimports', { Ids: [clark!.Id] });
    expect(some.status).toBe(200);
    expect(some.body).toMatchObject({ Accepted: 1, Refused: [] });
    const signing = (await ann.get(`/api/appointmentapi/get/${some.body.SigningIds[0]}`)).body;
    expect(signing).toMatchObject({ LastName: 'Clark', FirstName: 'Cy', City: 'Waco', Amount: 120, AppointmentDate: '2026-05-03' });
    expect(signing.AppointmentTime).toEqual({ Hour: 12, Minute: 0, AmPm: 'PM' });
    expect((await pending(ann)).map((row) => row.SignerLastName)).toEqual(['Adams']);
    // Accepted: no longer pending, so neither discarded nor accepted again.
    expect((await ann.post(`/api/appointmentapi/deleteimport/${clark!.Id}`)).status).toBe(404);
    expect((await ann.post('/api/appointmentapi/acceptimports', { Ids: [clark!.Id] })).status).toBe(404);

    const rest = await ann.post('/api/appointmentapi/acceptimports', {});
    expect(rest.body).toMatchObject({ Accepted: 1, Refused: [] });
    expect(await pendingCount(ann)).toBe(0);
    expect((await ann.get('/api/appointmentapi/signingscount')).body).toEqual({ Count: 2 });
    const names = (await ann.query('/api/appointmentapi/getpage', { Year: 2026 })).body.Appointments.map((s: { LastName: string }) => s.LastName);
    expect(names.sort()).toEqual(['Adams', 'Clark']);
  });

  it('within the trial’s 15 signings: rows past the allowance are refused in the trial’s words and stay pending', async () => {
    const ann = await notary('accept-trial');
    for (let i = 0; i < 13; i++) await save(ann, { LastName: `Existing${i}` });
    const file = csv(['Date,Last Name', ...['One', 'Two', 'Three', 'Four', 'Five'].map((name, i) => `2026-06-0${i + 1},${name}`)]);
    expect((await uploadImport(ann, file, 'june.csv')).body.Added).toBe(5);
    const accepted = await ann.post('/api/appointmentapi/acceptimports', {});
    expect(accepted.status).toBe(200);
    expect(accepted.body.Accepted).toBe(2);
    expect(accepted.body.Refused.map((row: { Row: number; Message: string }) => [row.Row, row.Message])).toEqual([
      [4, TRIAL_EXPIRED_MESSAGE],
      [5, TRIAL_EXPIRED_MESSAGE],
      [6, TRIAL_EXPIRED_MESSAGE],
    ]);
    expect((await pending(ann)).map((row) => row.SignerLastName)).toEqual(['Three', 'Four', 'Five']);
    expect((await ann.get('/api/appointmentapi/signingscount')).body).toEqual({ Count: 15 });
    // The trial has ended: accepting is a write like any other, refused with 402.
    expect((await ann.post('/api/appointmentapi/acceptimports', {})).status).toBe(402);
  });
});

describe('round trip', () => {
  it('imports its own export of every field back with nothing lost', async () => {
    const ann = await notary('round-trip');
    await save(ann, {
      LastName: 'Peña-Ortiz',
      FirstName: 'María José',
      AppointmentDate: '2026-02-14',
      AppointmentTime: { Hour: 7, Minute: 45, AmPm: 'PM' },
      Address1: '1200 Harbor Blvd',
      Address2: 'Suite 4B',
      City: 'Costa Mesa',
      State: 'CA',
      Zip: '02134',
      OrderNumber: '-0042',
      InvoiceNumber: '1001',
      Amount: 1250.05,
      CellPhone: '+1 (714) 555-0142',
      EmailAddress: 'maria@example.com',
      CoSignerName: 'Robert O’Neil',
      CoSignerCellPhone: '714-555-0143',
      CoSignerEmailAddress: 'rob@example.com',
    });
    await save(ann, {
      LastName: '=SUM(A1:A2)',
      FirstName: 'Quote "Q", Comma',
      AppointmentDate: '2026-02-14',
      AppointmentTime: { Hour: 8, Minute: 0, AmPm: 'AM' },
    });
    await save(ann, { LastName: 'Plain', FirstName: '', Amount: null, City: '', State: '', AppointmentDate: '2026-11-30' });
    // The same signing twice is two signings, and stays two.
    await save(ann, { LastName: 'Twin', AppointmentDate: '2026-07-04' });
    await save(ann, { LastName: 'Twin', AppointmentDate: '2026-07-04' });
    const range = { startDate: '2026-01-01', endDate: '2026-12-31', fields: ALL_FIELDS };
    const exported = await exportSignings(ann, range);
    expect(csvRows(withoutBom(exported.text))).toHaveLength(6);

    const bea = await notary('round-trip-other');
    const imported = await uploadImport(bea, Buffer.from(exported.text), 'AppointmentExport.csv', 'text/csv');
    expect(imported.body).toMatchObject({ RowsRead: 5, Added: 5, BadRows: [] });
    expect((await bea.post('/api/appointmentapi/acceptimports', {})).body).toMatchObject({ Accepted: 5, Refused: [] });
    const again = await exportSignings(bea, range);
    expect(again.text).toBe(exported.text);
  });
});
