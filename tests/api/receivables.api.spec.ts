import { openSigningsFilter, paidSigningsFilter, SIGNINGS } from '@notary/read-models';
import { ApiClient, signingBody } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';

// Receivables aging (issue 13): GET /api/receivablesapi/aging and /signings, on known dates.
const AS_OF = '2026-06-30';

let app: TestApp;
let ann: ApiClient;
let bob: ApiClient;
const ids: Record<string, string> = {};

async function customer(client: ApiClient, body: Record<string, unknown>): Promise<string> {
  const saved = await client.post('/api/customerapi/save', body);
  expect(saved.status).toBe(200);
  return saved.body.Id;
}

async function signing(client: ApiClient, overrides: Record<string, unknown>): Promise<string> {
  const saved = await client.post('/api/appointmentapi/save', signingBody(overrides));
  expect(saved.status).toBe(200);
  return saved.body.Id;
}

/** Saves the signing's invoice (the proposed one, dated and on the terms given). */
async function invoice(client: ApiClient, signingId: string, InvoiceDate: string, PaymentTerms: string) {
  const proposed = (await client.query('/api/invoiceapi/get', { Id: signingId, Today: InvoiceDate })).body;
  const saved = await client.post('/api/invoiceapi/save', { ...proposed, InvoiceDate, PaymentTerms });
  expect(saved.status).toBe(200);
  return saved.body.Invoice;
}

beforeAll(async () => {
  app = await startTestApp({ env: { TRIAL_SIGNINGS: '1000' } });
  ann = new ApiClient(app.url);
  await ann.register('receivables@example.com');
  bob = new ApiClient(app.url);
  await bob.register('receivables-other@example.com');

  // Ann's default is Net 15; First American Title pays on Net 30, Alamo Escrow on her default.
  expect((await ann.post('/api/settingsapi/save', { DefaultPaymentTerms: 'Net15' })).body.DefaultPaymentTerms).toBe('Net15');
  ids.title = await customer(ann, { Name: 'First American Title', PaymentTerms: 'Net30' });
  ids.escrow = await customer(ann, { Name: 'Alamo Escrow' });

  // Invoiced June 10th on Net 30: due July 10th, not yet due on June 30th.
  ids.current = await signing(ann, { LastName: 'Current', CustomerId: ids.title, Amount: 150 });
  await invoice(ann, ids.current, '2026-06-10', 'Net30');
  // Invoiced April 1st on Net 15 (chosen on the invoice): due April 16th, 75 days late; $50 paid.
  ids.late = await signing(ann, {
    LastName: 'Late',
    CustomerId: ids.title,
    Amount: 200,
    Payments: [{ PaidDate: '2026-05-01', Amount: 50, CheckNumber: '101' }],
  });
  await invoice(ann, ids.late, '2026-04-01', 'Net15');
  // Marked as sent May 1st, no invoice saved here: Alamo's terms are the default, Net 15, so due
  // May 16th, 45 days late.
  ids.marked = await signing(ann, { LastName: 'Marked', CustomerId: ids.escrow, Amount: 100, InvoiceSent: '2026-05-01' });
  // No customer, sent January 2nd: due January 17th on the default, 164 days late.
  ids.old = await signing(ann, { LastName: 'Old', Amount: 80, InvoiceSent: '2026-01-02' });
  // Owed but not invoiced yet.
  ids.pending = await signing(ann, { LastName: 'Pending', CustomerId: ids.title, Amount: 120 });
  // Paid in full: First American took 20 and 40 days; one paid in 2024 is outside the year averaged.
  await signing(ann, { LastName: 'PaidA', CustomerId: ids.title, Amount: 100, InvoiceSent: '2026-03-01', Payments: [{ PaidDate: '2026-03-21', Amount: 100 }] });
  await signing(ann, { LastName: 'PaidB', CustomerId: ids.title, Amount: 100, InvoiceSent: '2026-02-01', Payments: [{ PaidDate: '2026-03-13', Amount: 100 }] });
  await signing(ann, {
    LastName: 'PaidOld',
    CustomerId: ids.title,
    Amount: 100,
    InvoiceSent: '2024-01-01',
    Payments: [{ PaidDate: '2024-06-01', Amount: 100 }],
  });
  // Nothing owed: no fee.
  await signing(ann, { LastName: 'Free', CustomerId: ids.escrow, Amount: null, InvoiceSent: '2026-01-02' });

  // Bob's own receivable, on a customer of his.
  ids.bobCustomer = await customer(bob, { Name: 'Bob Title Co' });
  ids.bobs = await signing(bob, { LastName: 'BobsSigning', CustomerId: ids.bobCustomer, Amount: 999, InvoiceSent: '2026-01-02' });
});
afterAll(() => app.close());

const zero = { Current: 0, Days1To30: 0, Days31To60: 0, Days61To90: 0, Over90: 0 };

describe('/api/receivablesapi/aging', () => {
  it('ages every open balance per customer, with totals, what is not invoiced yet, and the average days to pay', async () => {
    const aging = await ann.get(`/api/receivablesapi/aging?AsOf=${AS_OF}`);
    expect(aging.status).toBe(200);
    expect(aging.body).toEqual({
      AsOf: AS_OF,
      PaidSince: '2025-06-30',
      Customers: [
        {
          CustomerId: ids.title,
          CustomerName: 'First American Title',
          ...zero,
          Current: 150,
          Days61To90: 150,
          Total: 300,
          SigningCount: 2,
          AverageDaysToPay: 30,
        },
        { CustomerId: ids.escrow, CustomerName: 'Alamo Escrow', ...zero, Days31To60: 100, Total: 100, SigningCount: 1, AverageDaysToPay: null },
        { CustomerId: null, CustomerName: 'No customer', ...zero, Over90: 80, Total: 80, SigningCount: 1, AverageDaysToPay: null },
      ],
      Totals: { Current: 150, Days1To30: 0, Days31To60: 100, Days61To90: 150, Over90: 80, Total: 480, SigningCount: 4, AverageDaysToPay: 30 },
      NotInvoiced: { Total: 120, SigningCount: 1 },
    });
  });

  it("follows the customer's terms: a customer moved to Net 45 gives its invoices marked sent more time", async () => {
    const saved = await ann.post('/api/customerapi/save', { Id: ids.escrow, Name: 'Alamo Escrow', PaymentTerms: 'Net45' });
    expect(saved.body.PaymentTerms).toBe('Net45');
    const row = (await ann.get(`/api/receivablesapi/aging?AsOf=${AS_OF}`)).body.Customers.find((c: { CustomerId: string }) => c.CustomerId === ids.escrow);
    // Sent May 1st on Net 45: due June 15th, 15 days late.
    expect(row).toMatchObject({ Days31To60: 0, Days1To30: 100 });
    await ann.post('/api/customerapi/save', { Id: ids.escrow, Name: 'Alamo Escrow', PaymentTerms: null });
  });

  it("takes the server's date without AsOf, and refuses a date that is not one", async () => {
    const today = await ann.get('/api/receivablesapi/aging');
    expect(today.status).toBe(200);
    expect(today.body.AsOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const bad = await ann.get('/api/receivablesapi/aging?AsOf=2026-02-30');
    expect(bad.status).toBe(400);
    expect(bad.body.Response).toBe('AsOf: must be a date (YYYY-MM-DD or MM/DD/YYYY)');
    expect((await new ApiClient(app.url).get('/api/receivablesapi/aging')).status).toBe(401);
  });
});

describe('/api/receivablesapi/signings', () => {
  it("lists one bucket's signings of one customer, with invoice number, due date and days past due", async () => {
    const late = await ann.get(`/api/receivablesapi/signings?CustomerId=${ids.title}&Bucket=Days61To90&AsOf=${AS_OF}`);
    expect(late.status).toBe(200);
    expect(late.body).toEqual({
      AsOf: AS_OF,
      CustomerId: ids.title,
      Bucket: 'Days61To90',
      Signings: [
        {
          Id: ids.late,
          SignerName: 'Ana Late',
          AppointmentDate: '2026-03-05',
          CustomerId: ids.title,
          CustomerName: 'First American Title',
          InvoiceNumber: expect.stringMatching(/^\d+$/),
          InvoiceSent: '2026-04-01',
          DueDate: '2026-04-16',
          DaysPastDue: 75,
          Bucket: 'Days61To90',
          Balance: 150,
        },
      ],
      Total: 150,
    });
  });

  it("lists a customer's every invoiced balance (its Total), the signings of no customer, and those not invoiced yet", async () => {
    const total = (await ann.get(`/api/receivablesapi/signings?CustomerId=${ids.title}&AsOf=${AS_OF}`)).body;
    // Most days past due first.
    expect(total.Signings.map((s: { Id: string }) => s.Id)).toEqual([ids.late, ids.current]);
    expect(total.Signings.map((s: { DaysPastDue: number }) => s.DaysPastDue)).toEqual([75, -10]);
    expect(total.Total).toBe(300);

    const none = (await ann.get(`/api/receivablesapi/signings?CustomerId=none&AsOf=${AS_OF}`)).body;
    expect(none).toMatchObject({ CustomerId: 'none', Bucket: null, Total: 80 });
    expect(none.Signings).toEqual([
      expect.objectContaining({ Id: ids.old, CustomerName: 'No customer', DueDate: '2026-01-17', DaysPastDue: 164, Bucket: 'Over90' }),
    ]);

    const pending = (await ann.get(`/api/receivablesapi/signings?Bucket=NotInvoiced&AsOf=${AS_OF}`)).body;
    expect(pending).toMatchObject({ CustomerId: null, Bucket: 'NotInvoiced', Total: 120 });
    expect(pending.Signings).toEqual([expect.objectContaining({ Id: ids.pending, InvoiceSent: null, DueDate: null, DaysPastDue: null, Balance: 120 })]);

    // Every customer's balances 31 to 60 days late.
    const bucket = (await ann.get(`/api/receivablesapi/signings?Bucket=Days31To60&AsOf=${AS_OF}`)).body;
    expect(bucket.Signings.map((s: { Id: string }) => s.Id)).toEqual([ids.marked]);
  });

  it('answers a clear 400 for a bucket or customer that cannot be', async () => {
    const bucket = await ann.get('/api/receivablesapi/signings?Bucket=Days1To31');
    expect(bucket.status).toBe(400);
    expect(bucket.body.Response).toBe('Bucket: must be one of Current, Days1To30, Days31To60, Days61To90, Over90, NotInvoiced');
    const customerId = await ann.get(`/api/receivablesapi/signings?CustomerId=${encodeURIComponent('{"$ne":null}')}`);
    expect(customerId.status).toBe(400);
    expect(customerId.body.Response).toBe('CustomerId: must be a customer id, or none for signings without a customer');
    const asOf = await ann.get('/api/receivablesapi/signings?AsOf=yesterday');
    expect(asOf.status).toBe(400);
    expect(asOf.body.Errors).toEqual({ AsOf: 'must be a date (YYYY-MM-DD or MM/DD/YYYY)' });
  });
});

describe('tenancy', () => {
  it("shows a notary only their own receivables, also when asked for another's customer", async () => {
    const bobs = (await bob.get(`/api/receivablesapi/aging?AsOf=${AS_OF}`)).body;
    expect(bobs.Customers).toEqual([expect.objectContaining({ CustomerId: ids.bobCustomer, CustomerName: 'Bob Title Co', Over90: 999, Total: 999 })]);
    expect(bobs.NotInvoiced).toEqual({ Total: 0, SigningCount: 0 });
    const asked = (await bob.get(`/api/receivablesapi/signings?CustomerId=${ids.title}&AsOf=${AS_OF}`)).body;
    expect(asked).toMatchObject({ Signings: [], Total: 0 });
    const all = (await bob.get(`/api/receivablesapi/signings?AsOf=${AS_OF}`)).body;
    expect(all.Signings.map((s: { Id: string }) => s.Id)).toEqual([ids.bobs]);
    const anns = (await ann.get(`/api/receivablesapi/aging?AsOf=${AS_OF}`)).body;
    expect(anns.Customers.map((c: { CustomerName: string }) => c.CustomerName)).not.toContain('Bob Title Co');
    expect(anns.Totals.Total).toBe(480);
  });
});

describe('scale', () => {
  it('reads the open and the recently paid signings through the owner and payment status index', async () => {
    const signings = app.runtime.catalog.collection(SIGNINGS) as unknown as {
      explain(filter: Record<string, unknown>): Promise<{ index: string | null; sqlitePlan: string[] }>;
    };
    for (const filter of [openSigningsFilter(), openSigningsFilter(null), paidSigningsFilter('2025-06-30', AS_OF)]) {
      const plan = await signings.explain({ ...filter, OwnerId: 'someone' });
      expect(plan.index).toBe('OwnerId_1_PaymentStatus_1_InvoicePaid_1');
      expect(plan.sqlitePlan.join('\n')).not.toMatch(/\bSCAN\b/);
    }
  });
});
