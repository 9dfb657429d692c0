import { BATCH_INVOICE_MESSAGES } from '@notary/domain';
import { ApiClient, signingBody } from '../support/api-client';
import { pageCount, pdfText } from '../documents/pdf-text';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestApp, type TestApp } from '../support/test-app';

// Batch invoices (issue 13): /api/batchinvoiceapi propose, save, get/{id}, export/ and the print and download pages.
let app: TestApp;
let bob: ApiClient;
let notaries = 0;
beforeAll(async () => {
  app = await startTestApp();
  bob = new ApiClient(app.url);
  await bob.register('batch-invoices-other@example.com');
});
afterAll(() => app.close());

/** A notary of their own per test: the trial allows 15 signings. */
async function notary() {
  const client = new ApiClient(app.url);
  await client.register(`batch-invoices-${++notaries}@example.com`);
  return client;
}

async function customerWithSignings(client: ApiClient, name: string, count: number, allPaid = false) {
  const customer = (await client.post('/api/customerapi/save', { Name: name, Address1: '1 Escrow Way', City: 'Irvine', State: 'CA', Zip: '92618' })).body;
  const signings = [];
  for (let n = 0; n < count; n++) {
    const saved = await client.post(
      '/api/appointmentapi/save',
      signingBody({
        CustomerId: customer.Id,
        LastName: `Signer${n}`,
        AppointmentDate: `2026-02-${String(n + 1).padStart(2, '0')}`,
        Address1: `${100 + n} Main St`,
        Amount: 100 + n,
        OrderNumber: `ORD-${n}`,
        ...(n === 0 || allPaid ? { Payments: [{ PaidDate: '2026-02-10', Amount: 40, CheckNumber: '7023' }] } : {}),
      }),
    );
    signings.push(saved.body);
  }
  return { customer, signings };
}

describe('/api/batchinvoiceapi', () => {
  it('proposes, saves and reads a batch: a fee line per signing less its payments; each signing marked, the next number raised', async () => {
    const ann = await notary();
    const { customer, signings } = await customerWithSignings(ann, 'Lone Star Title', 3);
    const body = { Customer: { Id: customer.Id }, Appointments: signings.map((s) => s.Id), InvoiceDate: '2026-03-01', PaymentTerms: 'Net15' };
    const proposed = (await ann.query('/api/batchinvoiceapi/propose', body)).body;
    expect(proposed).toMatchObject({ Id: null, InvoiceNumber: 1001, DueDate: '2026-03-16', Billed: 303, Paid: 40, BalanceDue: 263 });
    expect(proposed.Appointments.map((s: { SignerName: string }) => s.SignerName)).toEqual(['Ana Signer0', 'Ana Signer1', 'Ana Signer2']);
    expect(proposed.LineItems.filter((line: { IsPayment: boolean }) => line.IsPayment)).toEqual([
      { Description: 'Payment received, check 7023', Amount: -40, IsPayment: true, PaidDate: '2026-02-10', CheckNumber: '7023' },
    ]);

    // Given as signings (objects) too, as spec 001 §7 allows.
    const saved = await ann.post('/api/batchinvoiceapi/save', { ...body, Appointments: signings.map((s) => ({ Id: s.Id, LastName: s.LastName })) });
    expect(saved.status).toBe(200);
    expect(saved.body.Response).toBe(BATCH_INVOICE_MESSAGES.saved);
    const batch = saved.body.BatchInvoice;
    expect(batch).toMatchObject({
      Id: expect.any(String),
      InvoiceNumber: 1001,
      InvoiceSent: '2026-03-01',
      Customer: { Id: customer.Id, Name: 'Lone Star Title' },
    });
    expect(batch.Appointments.every((s: { BatchInvoiceId: string }) => s.BatchInvoiceId === batch.Id)).toBe(true);
    for (const signing of signings) {
      expect((await ann.get(`/api/appointmentapi/get/${signing.Id}`)).body).toMatchObject({
        BatchInvoiceId: batch.Id,
        OnBatchInvoice: true,
        InvoiceSent: '2026-03-01',
      });
    }
    expect((await ann.get(`/api/batchinvoiceapi/get/${batch.Id}`)).body).toMatchObject({ Id: batch.Id, BalanceDue: 263 });
    // Spec 001 §5: the next invoice number moved past the one used.
    const again = (await ann.query('/api/batchinvoiceapi/propose', body)).body;
    expect(again.InvoiceNumber).toBe(1002);
  });

  it("answers spec 000 §5's two messages word for word", async () => {
    const ann = await notary();
    const { customer, signings } = await customerWithSignings(ann, 'Rules Title', 1);
    const noCustomer = await ann.post('/api/batchinvoiceapi/save', { Appointments: [signings[0].Id], InvoiceDate: '2026-03-01' });
    expect(noCustomer.status).toBe(400);
    expect(noCustomer.body.Response).toBe(
      'You currently have "All Customers" selected in the customer dropdown box. Please select the customer you are creating the batch invoice for.',
    );
    const noSignings = await ann.post('/api/batchinvoiceapi/save', { Customer: { Id: customer.Id }, Appointments: [], InvoiceDate: '2026-03-01' });
    expect(noSignings.status).toBe(400);
    expect(noSignings.body.Response).toBe(
      'Please select the signings you want to include in the batch invoice. Select the checkbox(es) to the left of the desired signing(s)',
    );
    // A signing of another customer does not go on this customer's invoice.
    const other = await customerWithSignings(ann, 'Other Title', 1);
    const mixed = await ann.post('/api/batchinvoiceapi/save', {
      Customer: { Id: customer.Id },
      Appointments: [signings[0].Id, other.signings[0].Id],
      InvoiceDate: '2026-03-01',
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.Response).toBe(BATCH_INVOICE_MESSAGES.notOfCustomer);
  });

  it('makes the PDF of a batch over several pages, and the print and download pages', async () => {
    const ann = await notary();
    // 14 signings (the trial's room) each with a payment run over a page; the 100-signing layout is the documents suite's.
    const { customer, signings } = await customerWithSignings(ann, 'Big Escrow', 14, true);
    const body = { Customer: { Id: customer.Id }, Appointments: signings.map((s) => s.Id), InvoiceDate: '2026-03-01', InvoiceNumber: 2001 };
    const preview = await ann.bytes('POST', '/api/batchinvoiceapi/export', body);
    expect([preview.status, preview.status === 200 ? '' : preview.bytes.toString()]).toEqual([200, '']);
    expect(preview.headers.get('content-disposition')).toBe('inline; filename="batch-invoice-2001.pdf"');
    // Kept for a look (test-results/ is git-ignored): pdftoppm -png -r 60 test-results/documents/batch-invoice.pdf out
    mkdirSync(join(__dirname, '../../test-results/documents'), { recursive: true });
    writeFileSync(join(__dirname, '../../test-results/documents/batch-invoice.pdf'), preview.bytes);
    const text = pdfText(preview.bytes);
    for (const expected of ['BATCH INVOICE', 'Big Escrow', 'Ana Signer0', 'Ana Signer13', 'ORD-13']) expect(text).toContain(expected);
    expect(pageCount(preview.bytes)).toBeGreaterThan(1);
    const saved = (await ann.post('/api/batchinvoiceapi/save', body)).body.BatchInvoice;
    const printed = await ann.bytes('GET', `/invoice/batchprint/${saved.Id}`);
    expect(printed.headers.get('content-type')).toBe('application/pdf');
    const download = await ann.bytes('GET', `/batchinvoice/download/${saved.Id}`);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="batch-invoice-2001.pdf"');
  });

  it("answers 404 for another notary's batch and never bills their customer or signings", async () => {
    const ann = await notary();
    const { customer, signings } = await customerWithSignings(ann, 'Private Title', 1);
    const saved = (await ann.post('/api/batchinvoiceapi/save', { Customer: { Id: customer.Id }, Appointments: [signings[0].Id], InvoiceDate: '2026-03-01' }))
      .body.BatchInvoice;
    expect((await bob.get(`/api/batchinvoiceapi/get/${saved.Id}`)).status).toBe(404);
    expect((await bob.bytes('GET', `/batchinvoice/download/${saved.Id}`)).status).toBe(404);
    expect((await bob.bytes('GET', `/invoice/batchprint/${saved.Id}`)).status).toBe(404);
    const foreign = await bob.post('/api/batchinvoiceapi/save', { Customer: { Id: customer.Id }, Appointments: [signings[0].Id], InvoiceDate: '2026-03-01' });
    expect(foreign.status).toBe(400);
    expect(
      (await bob.bytes('POST', '/api/batchinvoiceapi/export', { Customer: { Id: customer.Id }, Appointments: [signings[0].Id], InvoiceDate: '2026-03-01' }))
        .status,
    ).toBe(400);
    // Nor can they overwrite it by its id.
    const own = await customerWithSignings(bob, 'Bob Title', 1);
    const overwrite = await bob.post('/api/batchinvoiceapi/save', {
      Id: saved.Id,
      Customer: { Id: own.customer.Id },
      Appointments: [own.signings[0].Id],
      InvoiceDate: '2026-03-01',
    });
    expect(overwrite.status).toBe(404);
  });
});
