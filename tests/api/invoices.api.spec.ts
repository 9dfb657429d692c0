import { INVOICE_MESSAGES } from '@notary/domain';
import { ApiClient, signingBody } from '../support/api-client';
import { pdfText } from '../documents/pdf-text';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestApp, type TestApp } from '../support/test-app';

// Invoices (issue 13): /api/invoiceapi get/, getlineitems/, save, export/ and the print and download pages.
let app: TestApp;
let ann: ApiClient;
let bob: ApiClient;
beforeAll(async () => {
  app = await startTestApp();
  ann = new ApiClient(app.url);
  await ann.register('invoices@example.com');
  bob = new ApiClient(app.url);
  await bob.register('invoices-other@example.com');
  await ann.post('/api/settingsapi/save', {
    Profile: {
      Name: 'María Peña',
      Company: 'Peña Mobile Notary',
      Address: '1200 Harbor Blvd',
      City: 'Costa Mesa',
      State: 'CA',
      Zip: '92626',
      Phone: '714-555-0142',
      Email: 'maria@example.com',
    },
  });
});
afterAll(() => app.close());

async function signingWithCustomer(client: ApiClient, overrides: Record<string, unknown> = {}) {
  const customer = (
    await client.post('/api/customerapi/save', {
      Name: 'First American Title',
      Address1: '5 First American Way',
      City: 'Santa Ana',
      State: 'CA',
      Zip: '92707',
      Contacts: [{ Name: 'Dana Whitfield', Email: 'dana@title.example' }],
    })
  ).body;
  const signing = (
    await client.post(
      '/api/appointmentapi/save',
      signingBody({
        CustomerId: customer.Id,
        FirstName: 'José',
        LastName: 'Peña',
        OrderNumber: 'FA-88213',
        Address1: '77 Ocean View Dr',
        Amount: 150,
        ...overrides,
      }),
    )
  ).body;
  return { customer, signing };
}

describe('/api/invoiceapi', () => {
  it('proposes a new invoice, saves it with added lines, marks the signing and raises the next number', async () => {
    const { customer, signing } = await signingWithCustomer(ann);
    const proposed = await ann.query('/api/invoiceapi/get', { Id: signing.Id, Today: '2026-03-06' });
    expect(proposed.status).toBe(200);
    expect(proposed.body).toMatchObject({
      Id: signing.Id,
      Saved: false,
      InvoiceNumber: 1001,
      InvoiceDate: '2026-03-06',
      DueDate: '2026-04-05',
      PaymentTerms: 'Net30',
      Customer: { Id: customer.Id, Name: 'First American Title', City: 'Santa Ana' },
      SignerName: 'José Peña',
      OrderNumber: 'FA-88213',
      SigningDate: '2026-03-05',
      Billed: 150,
      Paid: 0,
      BalanceDue: 150,
    });
    expect(proposed.body.LineItems).toEqual([{ Description: 'Notary signing', Amount: 150, IsPayment: false }]);

    const saved = await ann.post('/api/invoiceapi/save', {
      ...proposed.body,
      InvoiceNumber: 1005,
      PaymentTerms: 'Net15',
      ContactId: customer.Contacts[0].Id,
      Notes: 'Thank you!',
      LineItems: [...proposed.body.LineItems, { Description: 'Printing, 150 pages', Amount: 22.5 }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.Response).toBe(INVOICE_MESSAGES.saved);
    expect(saved.body.Invoice).toMatchObject({
      Saved: true,
      InvoiceNumber: 1005,
      DueDate: '2026-03-21',
      ContactName: 'Dana Whitfield',
      Billed: 172.5,
      BalanceDue: 172.5,
      NextInvoiceNumber: 1006,
    });

    // The signing carries the number and the date it went out; the settings' next number moved past it.
    const after = (await ann.get(`/api/appointmentapi/get/${signing.Id}`)).body;
    expect(after).toMatchObject({ InvoiceNumber: '1005', InvoiceSent: '2026-03-06' });
    expect((await ann.query('/api/invoiceapi/get', { Id: signing.Id })).body).toMatchObject({ Saved: true, InvoiceNumber: 1005, Notes: 'Thank you!' });
    const lines = (await ann.get(`/api/invoiceapi/getlineitems/${signing.Id}`)).body;
    expect(lines.map((line: { Amount: number }) => line.Amount)).toEqual([150, 22.5]);

    // A number below the next one leaves it; the next signing's invoice proposes 1006.
    const second = await signingWithCustomer(ann, { LastName: 'Nguyen' });
    expect((await ann.query('/api/invoiceapi/get', { Id: second.signing.Id })).body.InvoiceNumber).toBe(1006);
  });

  it('shows payments as negative lines and the balance due', async () => {
    const { signing } = await signingWithCustomer(ann, {
      LastName: 'Paid',
      Payments: [{ PaidDate: '2026-03-20', Amount: 100, CheckNumber: '5521' }],
    });
    const invoice = (await ann.query('/api/invoiceapi/get', { Id: signing.Id, Today: '2026-03-06' })).body;
    expect(invoice.LineItems).toEqual([
      { Description: 'Notary signing', Amount: 150, IsPayment: false },
      { Description: 'Payment received, check 5521', Amount: -100, IsPayment: true, PaidDate: '2026-03-20', CheckNumber: '5521' },
    ]);
    expect(invoice).toMatchObject({ Billed: 150, Paid: 100, BalanceDue: 50 });
    // Sending the payment line back does not make it a billed line.
    const saved = (await ann.post('/api/invoiceapi/save', invoice)).body.Invoice;
    expect(saved).toMatchObject({ Billed: 150, Paid: 100, BalanceDue: 50 });
  });

  it("answers spec 001's rule for the number, and the product's for lines, by field", async () => {
    const { signing } = await signingWithCustomer(ann, { LastName: 'Rules' });
    const invoice = (await ann.query('/api/invoiceapi/get', { Id: signing.Id })).body;
    const zero = await ann.post('/api/invoiceapi/save', { ...invoice, InvoiceNumber: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.Errors).toMatchObject({ InvoiceNumber: INVOICE_MESSAGES.invoiceNumber });
    const blankLine = await ann.post('/api/invoiceapi/save', { ...invoice, LineItems: [{ Description: ' ', Amount: 5 }] });
    expect(blankLine.status).toBe(400);
    expect(blankLine.body.Errors).toMatchObject({ 'LineItems[0].Description': INVOICE_MESSAGES.lineDescription });
    const badDate = await ann.post('/api/invoiceapi/save', { ...invoice, InvoiceDate: '02/30/2026' });
    expect(badDate.status).toBe(400);
    // Nothing was recorded by the refused saves.
    expect((await ann.query('/api/invoiceapi/get', { Id: signing.Id })).body.Saved).toBe(false);
  });

  it('makes the PDF: a preview of the edited invoice, the print page and the download', async () => {
    const { signing } = await signingWithCustomer(ann, { LastName: 'Pdf' });
    const invoice = (await ann.query('/api/invoiceapi/get', { Id: signing.Id, Today: '2026-03-06' })).body;
    const preview = await ann.bytes('POST', '/api/invoiceapi/export', {
      ...invoice,
      InvoiceNumber: 4242,
      LineItems: [...invoice.LineItems, { Description: 'Travel fee', Amount: 35 }],
    });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('application/pdf');
    expect(preview.headers.get('content-disposition')).toBe('inline; filename="invoice-4242.pdf"');
    expect(preview.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // Kept for a look (test-results/ is git-ignored): pdftoppm -png -r 60 test-results/documents/invoice.pdf out
    mkdirSync(join(__dirname, '../../test-results/documents'), { recursive: true });
    writeFileSync(join(__dirname, '../../test-results/documents/invoice.pdf'), preview.bytes);
    const text = pdfText(preview.bytes);
    for (const expected of ['Peña Mobile Notary', 'First American Title', 'Santa Ana', '4242', 'Travel fee', '$185.00']) expect(text).toContain(expected);

    const printed = await ann.bytes('GET', `/invoice/print/${signing.Id}`);
    expect(printed.status).toBe(200);
    expect(printed.headers.get('content-type')).toBe('application/pdf');
    const download = await ann.bytes('GET', `/invoice/download/${signing.Id}`);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="invoice-\d+\.pdf"$/);
  });

  it("proposes the customer's payment terms, else the notary's default", async () => {
    const cal = new ApiClient(app.url);
    await cal.register('invoices-terms@example.com');
    expect((await cal.post('/api/settingsapi/save', { DefaultPaymentTerms: 'Net45' })).status).toBe(200);
    const quick = (await cal.post('/api/customerapi/save', { Name: 'Quick Pay Escrow', PaymentTerms: 'DueOnReceipt' })).body;
    const usual = (await cal.post('/api/customerapi/save', { Name: 'Usual Title' })).body;
    const proposal = async (CustomerId: string | null) => {
      const signing = (await cal.post('/api/appointmentapi/save', signingBody({ CustomerId }))).body;
      return (await cal.query('/api/invoiceapi/get', { Id: signing.Id, Today: '2026-01-31' })).body;
    };
    expect(await proposal(quick.Id)).toMatchObject({ PaymentTerms: 'DueOnReceipt', PaymentTermsLabel: 'Due on receipt', DueDate: '2026-01-31' });
    expect(await proposal(usual.Id)).toMatchObject({ PaymentTerms: 'Net45', DueDate: '2026-03-17' });
    expect(await proposal(null)).toMatchObject({ PaymentTerms: 'Net45', Customer: null });
  });

  it("answers 404 for another notary's signing, everywhere", async () => {
    const { signing } = await signingWithCustomer(ann, { LastName: 'Private' });
    const invoice = (await ann.query('/api/invoiceapi/get', { Id: signing.Id })).body;
    expect((await bob.query('/api/invoiceapi/get', { Id: signing.Id })).status).toBe(404);
    expect((await bob.get(`/api/invoiceapi/getlineitems/${signing.Id}`)).status).toBe(404);
    expect((await bob.post('/api/invoiceapi/save', { ...invoice, Customer: null, ContactId: null })).status).toBe(404);
    expect((await bob.bytes('POST', '/api/invoiceapi/export', { ...invoice, Customer: null, ContactId: null })).status).toBe(404);
    expect((await bob.bytes('GET', `/invoice/print/${signing.Id}`)).status).toBe(404);
    expect((await bob.bytes('GET', `/invoice/download/${signing.Id}`)).status).toBe(404);
    // Nor can a notary bill another's customer on their own signing.
    const own = await signingWithCustomer(bob, { LastName: 'Bobs' });
    const bobInvoice = (await bob.query('/api/invoiceapi/get', { Id: own.signing.Id })).body;
    const customerOfAnn = invoice.Customer.Id;
    const foreign = await bob.post('/api/invoiceapi/save', { ...bobInvoice, Customer: { Id: customerOfAnn }, ContactId: null });
    expect(foreign.status).toBe(400);
  });
});
