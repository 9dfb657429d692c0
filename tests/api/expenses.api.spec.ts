import { EXPENSE_MESSAGES as M, RECEIPT_MAX_BYTES, RECEIPT_MESSAGES } from '@notary/domain';
import { ReceiptsSweep, SigningExpensesPolicy } from '@notary/policies';
import { ApiClient, signingBody } from '../support/api-client';
import { GIF_BYTES, JPEG_BYTES, PDF_BYTES, PNG_BYTES, streamOversizedReceipt, uploadReceipt } from '../support/receipts';
import { startTestApp, type TestApp } from '../support/test-app';

// Expenses and receipts (issue 12): /api/expenseapi, /api/expensetypeapi and the dashboard's expense half.
let app: TestApp;
let ann: ApiClient;
let bob: ApiClient;
beforeAll(async () => {
  app = await startTestApp();
  ann = new ApiClient(app.url);
  await ann.register('expenses@example.com');
  bob = new ApiClient(app.url);
  await bob.register('expenses-other@example.com');
});
afterAll(() => app.close());

const expense = (overrides: Record<string, unknown> = {}) => ({
  Date: '2026-03-10',
  Payee: 'NNA',
  Details: 'Annual membership',
  Amount: 89,
  CategoryKey: 22,
  ...overrides,
});

describe('/api/expenseapi', () => {
  it('records an expense on its Schedule C line, lists the year with the total, changes and deletes it', async () => {
    const saved = await ann.post('/api/expenseapi/save', expense());
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      Payee: 'NNA',
      Amount: 89,
      CategoryKey: 22,
      CategoryName: 'Association dues',
      ScheduleCLine: '27a',
      HasReceipt: false,
      Revision: 0,
    });
    await ann.post('/api/expenseapi/save', expense({ Payee: 'Staples', Details: 'Toner', Amount: 45.5, CategoryKey: 15, Date: '2026-04-02' }));
    await ann.post('/api/expenseapi/save', expense({ Payee: 'Old year', Amount: 10, Date: '2025-12-31' }));

    const page = (await ann.query('/api/expenseapi/getpage', { PageNumber: 1, PageSize: 100, Year: 2026 })).body;
    expect(page.Expenses.map((e: { Payee: string }) => e.Payee)).toEqual(['Staples', 'NNA']);
    expect(page).toMatchObject({ TotalCount: 2, TotalAmount: 134.5 });
    const all = (await ann.query('/api/expenseapi/getpage', { Year: null })).body;
    expect(all).toMatchObject({ TotalCount: 3, TotalAmount: 144.5 });
    // Filters: type, payee, search (accents and case do not matter), and order.
    expect((await ann.query('/api/expenseapi/getpage', { Year: 2026, CategoryKey: 15 })).body).toMatchObject({ TotalCount: 1, TotalAmount: 45.5 });
    expect((await ann.query('/api/expenseapi/getpage', { Year: null, Payee: 'staples' })).body.TotalCount).toBe(1);
    expect((await ann.query('/api/expenseapi/getpage', { Year: null, Search: 'TONER' })).body).toMatchObject({ TotalCount: 1, TotalAmount: 45.5 });
    const byAmount = (await ann.query('/api/expenseapi/getpage', { Year: null, Sort: 'Amount', Descending: false })).body;
    expect(byAmount.Expenses.map((e: { Amount: number }) => e.Amount)).toEqual([10, 45.5, 89]);

    expect((await ann.get(`/api/expenseapi/get/${saved.body.Id}`)).body).toMatchObject({ Id: saved.body.Id, Payee: 'NNA' });
    const changed = await ann.post('/api/expenseapi/save', expense({ Id: saved.body.Id, Revision: 0, Amount: 99 }));
    expect(changed.body).toMatchObject({ Amount: 99, Revision: 1, Unchanged: false });
    expect((await ann.post('/api/expenseapi/save', expense({ Id: saved.body.Id, Revision: 0, Amount: 1 }))).status).toBe(409);
    expect((await ann.query('/api/expenseapi/getpage', { Year: 2026 })).body.TotalAmount).toBe(144.5);

    expect((await ann.get('/api/expenseapi/getpayees')).body).toEqual(expect.arrayContaining(['NNA', 'Staples', 'Old year']));
    expect((await ann.post(`/api/expenseapi/delete/${saved.body.Id}`)).status).toBe(200);
    expect((await ann.get(`/api/expenseapi/get/${saved.body.Id}`)).status).toBe(404);
    expect((await ann.get('/api/expenseapi/getpayees')).body).not.toContain('NNA');
    expect((await ann.get('/api/expenseapi/getblank')).body).toMatchObject({ Id: '', Payee: '', CategoryKey: -1, HasReceipt: false });
  });

  it("answers spec 001's rules by field", async () => {
    const refused = await ann.post('/api/expenseapi/save', expense({ Payee: '  ', Amount: 0 }));
    expect(refused.status).toBe(400);
    expect(refused.body.Errors).toEqual({ Payee: M.payeeRequired, Amount: M.amountAboveZero });
    expect((await ann.post('/api/expenseapi/save', expense({ Amount: null }))).body.Errors).toEqual({ Amount: M.amountAboveZero });
    expect((await ann.post('/api/expenseapi/save', expense({ CategoryKey: 4242 }))).body.Errors).toEqual({ CategoryKey: M.type });
    expect((await ann.post('/api/expenseapi/save', expense({ Date: '2026-02-30' }))).status).toBe(400);
  });

  it('shows the expense half of the dashboard from real figures', async () => {
    const cy = new ApiClient(app.url);
    await cy.register('expenses-dashboard@example.com');
    await cy.post('/api/expenseapi/save', expense({ Amount: 100, CategoryKey: 6, Payee: 'Insurer' }));
    await cy.post('/api/expenseapi/save', expense({ Amount: 40, CategoryKey: 16, Payee: 'Stamps Inc' }));
    await cy.post('/api/expenseapi/save', expense({ Amount: 60, CategoryKey: 16, Payee: 'Seals Inc', Date: '2026-07-01' }));
    await cy.post('/api/expenseapi/save', expense({ Amount: 5, CategoryKey: -1, Payee: 'Misc' }));
    const summary = (await cy.get('/api/appointmentapi/expensessummary/2026')).body;
    expect(summary).toEqual({
      Year: 2026,
      Totals: [
        { Title: 'E&O insurance', TotalAmount: 100 },
        { Title: 'Stamps, seals and journals', TotalAmount: 100 },
        { Title: 'Other', TotalAmount: 5 },
      ],
      TotalAmount: 205,
    });
    expect((await cy.get('/api/appointmentapi/expensessummary/2025')).body).toEqual({ Year: 2025, Totals: [], TotalAmount: 0 });
  });

  it('keeps a signing’s expenses with it, and deletes them with their receipts when the signing is deleted', async () => {
    const signing = (await ann.post('/api/appointmentapi/save', signingBody({ LastName: 'Expensed' }))).body;
    const parking = (await ann.post('/api/expenseapi/save', expense({ Payee: 'City parking', Amount: 12, CategoryKey: 2, AppointmentId: signing.Id }))).body;
    await ann.post('/api/expenseapi/save', expense({ Payee: 'Courier', Amount: 20, CategoryKey: 11, AppointmentId: signing.Id }));
    const receipt = await uploadReceipt(ann, parking.Id, Buffer.concat([PNG_BYTES, Buffer.from('parking-ticket')]), 'ticket.png', 'image/png');
    expect(receipt.status).toBe(200);
    const ofSigning = (await ann.get(`/api/expenseapi/getappointment/${signing.Id}`)).body;
    expect(ofSigning).toMatchObject({ TotalAmount: 32 });
    expect(ofSigning.Expenses.map((e: { Payee: string }) => e.Payee).sort()).toEqual(['City parking', 'Courier']);
    // Another notary cannot hang an expense on it.
    expect((await bob.post('/api/expenseapi/save', expense({ AppointmentId: signing.Id }))).status).toBe(400);

    expect((await ann.post(`/api/appointmentapi/delete/${signing.Id}`)).status).toBe(200);
    await app.runtime.background!.job(SigningExpensesPolicy)!.sweep();
    await eventually(async () => expect((await ann.get(`/api/expenseapi/getappointment/${signing.Id}`)).body.Expenses).toEqual([]));
    // Deleted by the system, caused by the signing's deletion (the history says so).
    const history = await app.runtime.stores.eventStore.readStream(`expense-${parking.Id}`);
    expect(history.at(-1)).toMatchObject({
      type: 'ExpenseDeleted',
      data: { Reason: 'signing-deleted', SigningId: signing.Id },
      metadata: { actorId: 'system' },
    });
    // The receipt's bytes go too, once nothing names them.
    const blobs = app.runtime.stores.blobs;
    expect(await blobs.has(receipt.body.ReceiptHash ?? hashOf(history))).toBe(true);
    await app.runtime.background!.job(ReceiptsSweep)!.sweep(new Date(Date.now() + 1000));
    expect(await blobs.has(hashOf(history))).toBe(false);
    // An expense cannot be added to the deleted signing.
    expect((await ann.post('/api/expenseapi/save', expense({ AppointmentId: signing.Id }))).status).toBe(400);
  });

  it('gives another notary 404 for every expense call, receipts included', async () => {
    const mine = (await ann.post('/api/expenseapi/save', expense({ Payee: 'Private' }))).body;
    await uploadReceipt(ann, mine.Id, PDF_BYTES, 'private.pdf', 'application/pdf');
    expect((await bob.get(`/api/expenseapi/get/${mine.Id}`)).status).toBe(404);
    expect((await bob.post(`/api/expenseapi/delete/${mine.Id}`)).status).toBe(404);
    expect((await bob.post('/api/expenseapi/save', expense({ Id: mine.Id, Payee: 'Hijack' }))).status).toBe(404);
    expect((await bob.post(`/api/expenseapi/getreceipt/${mine.Id}`)).status).toBe(404);
    expect((await bob.get(`/api/expenseapi/getreceipt/${mine.Id}`)).status).toBe(404);
    expect((await uploadReceipt(bob, mine.Id, PNG_BYTES, 'x.png')).status).toBe(404);
    expect((await bob.query('/api/expenseapi/getpage', { Year: null })).body.Expenses.map((e: { Payee: string }) => e.Payee)).not.toContain('Private');
    expect((await bob.get('/api/expenseapi/getpayees')).body).not.toContain('Private');
    // Still Ann's, unchanged.
    expect((await ann.get(`/api/expenseapi/get/${mine.Id}`)).body).toMatchObject({ Payee: 'Private', HasReceipt: true });
  });
});

describe('receipts', () => {
  let expenseId: string;
  beforeAll(async () => {
    expenseId = (await ann.post('/api/expenseapi/save', expense({ Payee: 'Receipt shop' }))).body.Id;
  });

  it.each([
    ['png', PNG_BYTES, 'image/png'],
    ['jpeg', JPEG_BYTES, 'image/jpeg'],
    ['gif', GIF_BYTES, 'image/gif'],
    ['pdf', PDF_BYTES, 'application/pdf'],
  ])('accepts a %s judged by its bytes and gives the same bytes back with its type', async (_, bytes, type) => {
    // Declared as something else, with another name: the bytes decide.
    const saved = await uploadReceipt(ann, expenseId, bytes, 'scan.bin', 'text/plain');
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ HasReceipt: true, ReceiptContentType: type });
    const response = await fetch(`${app.url}/api/expenseapi/getreceipt/${expenseId}`, {
      headers: { cookie: ann.cookie, 'X-Min-Position': String(ann.lastPosition) },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
  });

  it('refuses another type with 415 and the Invalid File Type message, keeping the earlier receipt', async () => {
    await uploadReceipt(ann, expenseId, PNG_BYTES, 'good.png', 'image/png');
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100, 1)]);
    const refused = await uploadReceipt(ann, expenseId, exe, 'receipt.png', 'image/png');
    expect(refused.status).toBe(415);
    expect(refused.body.Response).toBe(RECEIPT_MESSAGES.invalidType);
    expect((await uploadReceipt(ann, expenseId, Buffer.from('<svg></svg>'), 'r.svg', 'image/svg+xml')).status).toBe(415);
    expect((await ann.get(`/api/expenseapi/get/${expenseId}`)).body).toMatchObject({ HasReceipt: true, ReceiptContentType: 'image/png' });
  });

  it('accepts exactly 5 MB and refuses one byte more with 413 and the Invalid File Size message', async () => {
    const exact = Buffer.concat([PDF_BYTES, Buffer.alloc(RECEIPT_MAX_BYTES - PDF_BYTES.length, 0x20)]);
    expect((await uploadReceipt(ann, expenseId, exact, 'big.pdf')).status).toBe(200);
    await uploadReceipt(ann, expenseId, PNG_BYTES, 'good.png', 'image/png');
    const over = Buffer.concat([exact, Buffer.from(' ')]);
    const refused = await uploadReceipt(ann, expenseId, over, 'too-big.pdf');
    expect(refused.status).toBe(413);
    expect(refused.body.Response).toBe(RECEIPT_MESSAGES.invalidSize);
    expect((await ann.get(`/api/expenseapi/get/${expenseId}`)).body).toMatchObject({ ReceiptContentType: 'image/png' });
  });

  it('refuses a huge upload while it streams, long before its end', async () => {
    const { status, sentWhenAnswered } = await streamOversizedReceipt(ann, expenseId, 200 * 1024 * 1024);
    expect(status).toBe(413);
    expect(sentWhenAnswered).toBeLessThan(40 * 1024 * 1024);
    expect((await ann.get(`/api/expenseapi/get/${expenseId}`)).body).toMatchObject({ ReceiptContentType: 'image/png' });
  });
});

describe('/api/expensetypeapi', () => {
  it('lists the standard types on their Schedule C lines, and keeps the notary’s own with the line they chose', async () => {
    const cy = new ApiClient(app.url);
    await cy.register('expense-types@example.com');
    const list = (await cy.get('/api/expensetypeapi/get')).body;
    const line = (description: string) => list.ExpenseTypes.find((t: { Description: string }) => t.Description === description).ScheduleCLine;
    expect([line('E&O insurance'), line('Surety bond'), line('Notary commission and license fees'), line('Stamps, seals and journals')]).toEqual([
      '15',
      '15',
      '23',
      '22',
    ]);
    expect([line('Association dues'), line('Background checks'), line('Meals while traveling')]).toEqual(['27a', '27a', '24b']);
    expect(list.Lines.find((l: { Line: string }) => l.Line === '24b')).toMatchObject({ DeductiblePercent: 50 });

    const saved = await cy.post('/api/expensetypeapi/save', { ExpenseTypes: [{ Id: 0, Description: 'Fingerprinting', ScheduleCLine: '27a' }] });
    expect(saved.status).toBe(200);
    const custom = saved.body.ExpenseTypes.find((t: { Description: string }) => t.Description === 'Fingerprinting');
    expect(custom).toMatchObject({ Id: 1000, Readonly: false, ScheduleCLine: '27a', ScheduleCLineTitle: 'Other expenses' });
    const spent = (await cy.post('/api/expenseapi/save', expense({ CategoryKey: 1000, Payee: 'Live Scan' }))).body;
    expect(spent).toMatchObject({ CategoryName: 'Fingerprinting', ScheduleCLine: '27a' });
    // Renamed and moved to another line: its expenses follow.
    await cy.post('/api/expensetypeapi/save', { ExpenseTypes: [{ Id: 1000, Description: 'Live Scan fingerprints', ScheduleCLine: '17' }] });
    await eventually(async () =>
      expect((await cy.get(`/api/expenseapi/get/${spent.Id}`)).body).toMatchObject({ CategoryName: 'Live Scan fingerprints', ScheduleCLine: '17' }),
    );
    expect((await cy.get('/api/appointmentapi/expensessummary/2026')).body.Totals).toEqual([{ Title: 'Live Scan fingerprints', TotalAmount: 89 }]);

    const refused = await cy.post('/api/expensetypeapi/save', {
      ExpenseTypes: [
        { Id: 0, Description: 'e&o INSURANCE', ScheduleCLine: '15' },
        { Id: 6, Description: 'Mine', ScheduleCLine: '15' },
      ],
    });
    expect(refused.status).toBe(400);
    expect(Object.values(refused.body.Errors)).toEqual(expect.arrayContaining(['An expense type with this description already exists']));
    expect((await cy.post('/api/expensetypeapi/save', { ExpenseTypes: [{ Id: 0, Description: 'Bad line', ScheduleCLine: '99' }] })).status).toBe(400);
    // Deleted: no longer offered for a new expense, still named on the old one.
    await cy.post('/api/expensetypeapi/save', { ExpenseTypes: [{ Id: 1000, Description: 'Live Scan fingerprints', ScheduleCLine: '17', IsDeleted: true }] });
    expect((await cy.post('/api/expenseapi/save', expense({ CategoryKey: 1000 }))).status).toBe(400);
    expect((await cy.post('/api/expenseapi/save', { ...expense({ CategoryKey: 1000 }), Id: spent.Id, Revision: spent.Revision, Amount: 90 })).status).toBe(200);
  });
});

function hashOf(history: Array<{ type: string; data: unknown }>): string {
  const attached = history.find((event) => event.type === 'ReceiptAttached');
  return (attached!.data as { Receipt: { Hash: string } }).Receipt.Hash;
}

async function eventually(check: () => Promise<void>, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
