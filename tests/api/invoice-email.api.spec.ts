import { ApiClient, signingBody } from '../support/api-client';
import { pdfText } from '../documents/pdf-text';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { startTestApp, type TestApp } from '../support/test-app';

// Invoices by e-mail (issue 13): POST /api/invoiceapi/send and /api/batchinvoiceapi/send attach the
// PDF and go through the outbox to a real loopback SMTP server.
let sink: SmtpSink;
let app: TestApp;
let ann: ApiClient;
let bob: ApiClient;
beforeAll(async () => {
  sink = await startSmtpSink();
  app = await startTestApp({ env: { SMTP_URL: sink.url } });
  ann = new ApiClient(app.url);
  await ann.register('invoice-email@example.com');
  bob = new ApiClient(app.url);
  await bob.register('invoice-email-other@example.com');
  await ann.post('/api/settingsapi/save', { Profile: { Name: 'María Peña', Company: 'Peña Mobile Notary', Email: 'maria@pena.example' } });
});
afterAll(async () => {
  await app.close();
  await sink.close();
});

const options = (overrides: Record<string, unknown> = {}) => ({
  Sender: 'maria@pena.example',
  Recepient: 'dana@title.example, closings@title.example',
  BCC: 'books@pena.example',
  Subject: 'Invoice for the Rivera signing',
  Body: 'Please find my invoice attached. Thank you!',
  ...overrides,
});

async function customerAndSigning(client: ApiClient, lastName: string) {
  const customer = (await client.post('/api/customerapi/save', { Name: 'First American Title', City: 'Santa Ana', State: 'CA' })).body;
  const signing = (await client.post('/api/appointmentapi/save', signingBody({ LastName: lastName, CustomerId: customer.Id, Amount: 150 }))).body;
  return { customer, signing };
}

describe('e-mailing invoices', () => {
  it("sends a signing's invoice with its PDF attached, and an unsaved one is saved as it was sent", async () => {
    const { signing } = await customerAndSigning(ann, 'Rivera');
    const sent = await ann.post('/api/invoiceapi/send', { ...options(), InvoiceId: signing.Id });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ Response: 'Invoice Sent', State: 'Queued', MessageId: expect.any(String) });

    const [mail] = await sink.waitFor(1, 10_000);
    expect(mail!.envelope.to.sort()).toEqual(['books@pena.example', 'closings@title.example', 'dana@title.example']);
    expect(mail!.parsed.subject).toBe('Invoice for the Rivera signing');
    expect(mail!.parsed.text?.trim()).toBe('Please find my invoice attached. Thank you!');
    expect(mail!.parsed.replyTo?.text).toContain('maria@pena.example');
    const [attachment] = mail!.parsed.attachments;
    expect(attachment).toMatchObject({ filename: 'invoice-1001.pdf', contentType: 'application/pdf' });
    const text = pdfText(attachment!.content);
    for (const expected of ['Peña Mobile Notary', 'First American Title', '1001', '$150.00']) expect(text).toContain(expected);

    // Sending issued it: the invoice is saved and the signing marked with its number.
    expect((await ann.query('/api/invoiceapi/get', { Id: signing.Id })).body).toMatchObject({ Saved: true, InvoiceNumber: 1001 });
    expect((await ann.get(`/api/appointmentapi/get/${signing.Id}`)).body).toMatchObject({ InvoiceNumber: '1001', InvoiceSent: expect.any(String) });
  });

  it('sends a batch invoice and answers its id', async () => {
    sink.clear();
    const { customer, signing } = await customerAndSigning(ann, 'Batch');
    const batch = (await ann.post('/api/batchinvoiceapi/save', { Customer: { Id: customer.Id }, Appointments: [signing.Id], InvoiceDate: '2026-03-01' })).body
      .BatchInvoice;
    const sent = await ann.post('/api/batchinvoiceapi/send', { ...options({ Subject: 'March invoice' }), BatchInvoiceId: batch.Id });
    expect(sent.status).toBe(200);
    expect(sent.body).toBe(batch.Id);
    const [mail] = await sink.waitFor(1, 10_000);
    expect(mail!.parsed.attachments[0]).toMatchObject({ filename: `batch-invoice-${batch.InvoiceNumber}.pdf`, contentType: 'application/pdf' });
  });

  it("refuses addresses that fail spec 001's rule with 400, and another notary's invoice with 404", async () => {
    const { signing } = await customerAndSigning(ann, 'Refused');
    const badSender = await ann.post('/api/invoiceapi/send', { ...options({ Sender: 'a@b' }), InvoiceId: signing.Id });
    expect(badSender.status).toBe(400);
    expect(badSender.body.Errors).toMatchObject({ Sender: 'Please enter a valid email address' });
    const badRecipient = await ann.post('/api/invoiceapi/send', { ...options({ Recepient: 'dana@title.example, not an address' }), InvoiceId: signing.Id });
    expect(badRecipient.status).toBe(400);
    expect(badRecipient.body.Errors).toMatchObject({ Recepient: 'Please enter a valid email address' });
    expect((await bob.post('/api/invoiceapi/send', { ...options(), InvoiceId: signing.Id })).status).toBe(404);
    // Nothing was saved by the refused sends.
    expect((await ann.query('/api/invoiceapi/get', { Id: signing.Id })).body.Saved).toBe(false);
  });
});
