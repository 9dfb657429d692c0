import { uploadImport } from '../support/signing-files';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { ApiClient, signingBody } from '../support/api-client';
import { PNG_BYTES, uploadReceipt } from '../support/receipts';
import { startTestApp, type TestApp } from '../support/test-app';

// The notary's data download (issue 10, wall 1): everything of their own, also after the trial.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { TRIAL_SIGNINGS: '2', SUPPORT_EMAIL: 'help@notary-ledger.example' } });
});
afterAll(() => app.close());

async function download(client: ApiClient) {
  const response = await fetch(`${app.url}/api/accountapi/exportdata`, { headers: { cookie: client.cookie, 'X-Min-Position': String(client.lastPosition) } });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, files: response.status === 200 ? unzipSync(bytes) : {} };
}

describe('GET /api/accountapi/exportdata', () => {
  it("answers a ZIP of the notary's own signings, customers, settings, account and events, safe to open in a spreadsheet", async () => {
    const ann = new ApiClient(app.url);
    await ann.register('export-ann@example.com');
    const bob = new ApiClient(app.url);
    await bob.register('export-bob@example.com');
    const customer = (await ann.post('/api/customerapi/save', { Name: '=HYPERLINK("http://evil.example","Peña, Title")', City: 'Austin', State: 'TX' })).body;
    await ann.post(
      '/api/appointmentapi/save',
      signingBody({ LastName: 'Gómez', FirstName: '+1 555', CustomerId: customer.Id, Address2: 'line one\nline "two"' }),
    );
    await bob.post('/api/appointmentapi/save', signingBody({ LastName: 'BobsSigner' }));
    await ann.post('/api/mileageapi/save', { Date: '2026-02-03', Details: 'Post office', StartMileage: 0, EndMileage: 12 });
    const expense = (await ann.post('/api/expenseapi/save', { Date: '2026-02-04', Payee: 'Staples', Amount: 19.99, CategoryKey: 15 })).body;
    await uploadReceipt(ann, expense.Id, PNG_BYTES, 'toner.png');
    const gomez = (await ann.query('/api/appointmentapi/getpage', { Year: 'All' })).body.Appointments[0];
    const invoice = (await ann.query('/api/invoiceapi/get', { Id: gomez.Id, Today: '2026-03-06' })).body;
    await ann.post('/api/invoiceapi/save', { ...invoice, InvoiceNumber: 1005 });
    await ann.post('/api/batchinvoiceapi/save', { Customer: { Id: customer.Id }, Appointments: [gomez.Id], InvoiceDate: '2026-03-07' });
    // A row imported but not accepted yet, and a bug report sent: the notary's own data too.
    const imported = await uploadImport(ann, new TextEncoder().encode('Date,Last Name,Amount\r\n03/09/2026,Okafor,150\r\n'), 'old-signings.csv', 'text/csv');
    expect(imported.body).toMatchObject({ Added: 1 });
    expect((await ann.post('/api/feedbackapi/savedefect', { Details: 'The week view skips Sunday' })).status).toBe(200);

    const { response, files } = await download(ann);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="notary-ledger-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(Object.keys(files).sort()).toEqual([
      'README.txt',
      'account.json',
      'batch-invoices.json',
      'customers.csv',
      'customers.json',
      'email-templates.json',
      'events.jsonl',
      'expenses.csv',
      'expenses.json',
      'feedback.json',
      'invoices.json',
      `invoices/invoice-1005-${gomez.Id}.pdf`,
      'mileage.csv',
      'mileage.json',
      'notary-ledger.xlsx',
      'outbox.json',
      'pending-imports.csv',
      'pending-imports.json',
      `receipts/2026-02-04-Staples-${expense.Id}.png`,
      'recurring-expenses.json',
      'settings.json',
      'signings.csv',
      'signings.json',
    ]);
    const text = (name: string) => strFromU8(files[name]);
    expect(JSON.parse(text('invoices.json'))).toEqual([expect.objectContaining({ SigningId: gomez.Id, InvoiceNumber: 1005, DueDate: '2026-04-05' })]);
    expect(JSON.parse(text('pending-imports.json'))).toEqual([
      expect.objectContaining({ SignerLastName: 'Okafor', AppointmentDate: '2026-03-09', Amount: 150 }),
    ]);
    expect(text('pending-imports.csv')).toContain('Okafor');
    expect(JSON.parse(text('feedback.json'))).toEqual([expect.objectContaining({ Kind: 'defect', Details: 'The week view skips Sunday', Status: 'Open' })]);
    expect(JSON.parse(text('batch-invoices.json'))).toEqual([
      expect.objectContaining({ CustomerId: customer.Id, SigningIds: [gomez.Id], InvoiceNumber: 1006 }),
    ]);

    const signings = JSON.parse(text('signings.json'));
    expect(signings).toEqual([expect.objectContaining({ LastName: 'Gómez', CustomerName: customer.Name })]);
    expect(signings[0]).not.toHaveProperty('SearchText');
    const signingsCsv = text('signings.csv');
    const [header] = signingsCsv.split('\r\n');
    expect(header.split(',')).toEqual(expect.arrayContaining(['Id', 'LastName', 'FirstName', 'Balance', 'Payments']));
    // A formula is neutralised; quotes doubled, a line break kept inside quotes (RFC 4180).
    expect(signingsCsv).toContain(`'+1 555`);
    expect(signingsCsv).toContain('"line one\nline ""two"""');
    const customersCsv = text('customers.csv');
    expect(customersCsv).toContain(`"'=HYPERLINK(""http://evil.example"",""Peña, Title"")"`);
    expect(customersCsv.endsWith('\r\n')).toBe(true);

    expect(JSON.parse(text('account.json'))).toMatchObject({ Email: 'export-ann@example.com' });
    expect(JSON.parse(text('mileage.json'))).toEqual([expect.objectContaining({ Details: 'Post office', Miles: 12 })]);
    expect(JSON.parse(text('settings.json'))).toHaveProperty('Profile');
    expect(JSON.parse(text('expenses.json'))).toEqual([
      expect.objectContaining({ Payee: 'Staples', Amount: 19.99, ScheduleCLine: '22', ReceiptContentType: 'image/png' }),
    ]);
    expect(Buffer.from(files[`receipts/2026-02-04-Staples-${expense.Id}.png`]).equals(PNG_BYTES)).toBe(true);
    // The saved invoice as its PDF, and the lists as a workbook with real dates and numbers.
    expect(strFromU8(files[`invoices/invoice-1005-${gomez.Id}.pdf`]!.slice(0, 5))).toBe('%PDF-');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(files['notary-ledger.xlsx']!) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Signings', 'Customers', 'Mileage', 'Expenses']);
    const expensesSheet = workbook.getWorksheet('Expenses')!;
    const expenseColumns = (expensesSheet.getRow(1).values as unknown[]).slice(1);
    const cell = (name: string) => expensesSheet.getRow(2).getCell(expenseColumns.indexOf(name) + 1).value;
    expect(cell('Payee')).toBe('Staples');
    expect(cell('Amount')).toBe(19.99);
    expect(cell('Date')).toEqual(new Date('2026-02-04T00:00:00Z'));
    // A header that stays in view, in bold, with filters; dates shown as dates.
    expect(expensesSheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(expensesSheet.getRow(1).font).toMatchObject({ bold: true });
    expect(expensesSheet.autoFilter).toBeTruthy();
    expect(expensesSheet.getRow(2).getCell(expenseColumns.indexOf('Date') + 1).numFmt).toBe('mm/dd/yyyy');
    expect(workbook.getWorksheet('Signings')!.rowCount).toBe(2);
    const events = text('events.jsonl')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['UserRegistered', 'CustomerRegistered', 'SigningScheduled']));
    expect(events.every((e) => e.metadata.ownerId === events[0].metadata.ownerId)).toBe(true);

    // Nothing of another notary, and no password hash anywhere.
    const everything = Object.keys(files)
      .filter((name) => !name.startsWith('receipts/') && !name.startsWith('invoices/') && !name.endsWith('.xlsx'))
      .map(text)
      .join('\n');
    expect(everything).not.toContain('BobsSigner');
    expect(everything).not.toContain('export-bob@example.com');
    expect(everything).not.toMatch(/argon2|PasswordHash/);
  });

  it('still answers after the trial has ended, when every write answers 402; the billing answer names the support address', async () => {
    const cy = new ApiClient(app.url);
    await cy.register('export-cy@example.com');
    await cy.post('/api/appointmentapi/save', signingBody({ LastName: 'One' }));
    await cy.post('/api/appointmentapi/save', signingBody({ LastName: 'Two' }));
    expect((await cy.post('/api/appointmentapi/save', signingBody({ LastName: 'Three' }))).status).toBe(402);
    const billing = (await cy.get('/api/accountapi/billing')).body;
    expect(billing).toMatchObject({ Status: 'Trial Expired', TrialEndedBy: 'signings', TrialSigningsAllowed: 2, SupportEmail: 'help@notary-ledger.example' });
    const { response, files } = await download(cy);
    expect(response.status).toBe(200);
    expect(
      JSON.parse(strFromU8(files['signings.json']))
        .map((s: { LastName: string }) => s.LastName)
        .sort(),
    ).toEqual(['One', 'Two']);
  });

  it('carries every receipt, past the 100 MB a download held when it was built in memory, and is sent while it is made', async () => {
    const dee = new ApiClient(app.url);
    await dee.register('export-dee@example.com');
    const other = new ApiClient(app.url);
    await other.register('export-other@example.com');
    // 22 receipts just under the 5 MB limit: 110 MB in all. Each is its own photo (distinct bytes).
    const receipts: Array<{ id: string; bytes: Buffer }> = [];
    for (let i = 0; i < 22; i++) {
      const bytes = Buffer.alloc(5_000_000, i);
      PNG_BYTES.copy(bytes, 0, 0, 8);
      const expense = (await dee.post('/api/expenseapi/save', { Date: '2026-05-01', Payee: `Print shop ${i}`, Amount: 5 + i, CategoryKey: 15 })).body;
      expect((await uploadReceipt(dee, expense.Id, bytes, `scan-${i}.png`)).status).toBe(200);
      receipts.push({ id: expense.Id, bytes });
    }

    const response = await fetch(`${app.url}/api/accountapi/exportdata`, { headers: { cookie: dee.cookie, 'X-Min-Position': String(dee.lastPosition) } });
    expect(response.status).toBe(200);
    // Sent as it is made: no length known up front, and the first bytes come before the last receipt is read.
    expect(response.headers.get('content-length')).toBeNull();
    const reader = response.body!.getReader();
    const chunks: Uint8Array[] = [];
    let done = false;
    try {
      const first = await reader.read();
      chunks.push(first.value!);
      // With the download paused half way, another notary is answered.
      expect((await other.get('/api/accountapi/billing')).status).toBe(200);
      for (let part = await reader.read(); !part.done; part = await reader.read()) chunks.push(part.value);
      done = true;
    } finally {
      // A failure half way must not leave the answer open: the app's close would wait for it.
      if (!done) await reader.cancel();
    }
    const files = unzipSync(Buffer.concat(chunks));
    for (const [i, { id, bytes }] of receipts.entries()) {
      const name = `receipts/2026-05-01-Print-shop-${i}-${id}.png`;
      expect(files[name]).toBeDefined();
      expect(Buffer.from(files[name]).equals(bytes)).toBe(true);
    }
    expect(files['receipts/README.txt']).toBeUndefined();
    expect(strFromU8(files['events.jsonl']).trim().split('\n').length).toBeGreaterThanOrEqual(22 * 2);
    // 110 MB up and down: alone about 8 s here, three to four times that beside the browser tests.
  }, 120_000);

  it('refuses without a session', async () => {
    expect((await fetch(`${app.url}/api/accountapi/exportdata`)).status).toBe(401);
  });
});
