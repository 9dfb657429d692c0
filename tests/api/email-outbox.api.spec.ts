import * as crypto from 'node:crypto';
import { MAIL_NOT_CONFIGURED_MESSAGE, messageIdHeader } from '@notary/mailer';
import { EmailDeliveryWorker, ReceiptsSweep } from '@notary/policies';
import { ConfigError, loadConfig, ManualClock } from '@notary/platform';
import { Outbox } from '../../apps/command-api/src/features/email/outbox.service';
import { ApiClient, signingBody } from '../support/api-client';
import { PDF_BYTES } from '../support/receipts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { startTestApp, type TestApp } from '../support/test-app';
import { caughtUp } from '../support/deadline';

// The outbox (issue 13): sending never happens inside a request. A send is queued and answered at
// once; the delivery worker hands it to a real loopback SMTP server, retries a 4xx after its
// backoff and gives up on a 5xx, and the notary follows each message in GET /api/emailapi/outbox.
const clock = new ManualClock(new Date());
let sink: SmtpSink;
let app: TestApp;
let ann: ApiClient;
let annId: string;
let bob: ApiClient;
beforeAll(async () => {
  sink = await startSmtpSink();
  app = await startTestApp({ clock, env: { SMTP_URL: sink.url } });
  ann = new ApiClient(app.url);
  annId = (await ann.register('outbox@example.com')).UserId;
  bob = new ApiClient(app.url);
  await bob.register('outbox-other@example.com');
  await ann.post('/api/profileapi/save', {
    Name: 'Pat Notary',
    Company: 'Prairie Mobile Notary',
    Phone: '(217) 555-0142',
    Email: 'pat@notary.example',
  });
});
afterEach(() => sink.clear());
afterAll(async () => {
  await app.close();
  await sink.close();
});

const worker = () => app.runtime.background!.job(EmailDeliveryWorker)!;

type Message = { Id: string; State: string; Attempts: number; LastError: string | null; NextAttemptAt: string | null; Subject: string };

/** The notary's outbox entry for a message, once it is in the given state. */
async function eventuallyIn(client: ApiClient, messageId: string, state: string, timeoutMs = 30_000): Promise<Message> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const page = (await client.get('/api/emailapi/outbox?PageNumber=1&PageSize=100')).body as { Messages: Message[] };
    const message = page.Messages.find((candidate) => candidate.Id === messageId);
    if (message?.State === state) return message;
    if (Date.now() > deadline) throw new Error(`message ${messageId} is ${message?.State ?? 'not listed'}, not ${state}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const mail = (overrides: Record<string, unknown> = {}) => ({
  EmailTo: 'dana@title.example',
  EmailCC: '',
  EmailBCC: '',
  EmailSubject: 'Documents received',
  EmailBody: 'Thank you for the assignment.\n\n[MyName]',
  ...overrides,
});

describe('sending an e-mail', () => {
  it('fills the tokens from the signing, its contact and the profile, and delivers to To, CC and BCC as the notary', async () => {
    const customer = (await ann.post('/api/customerapi/save', { Name: 'Lone Star Title', Contacts: [{ Name: 'Dana Brooks', Email: 'dana@title.example' }] }))
      .body;
    const signing = (
      await ann.post(
        '/api/appointmentapi/save',
        signingBody({
          CustomerId: customer.Id,
          ContactId: customer.Contacts[0].Id,
          EmailAddress: 'ana@example.com',
          CoSignerEmailAddress: 'luis@example.com',
          OrderNumber: 'ORD-7',
        }),
      )
    ).body;
    const sent = await ann.post('/api/emailtemplateapi/send', {
      EmailTo: '[PrimaryContact]',
      EmailCC: '[SecondaryContact], [CompanyContact]',
      EmailBCC: '[MyEmail]',
      EmailSubject: 'Confirming your signing on [Date] at [Time]',
      EmailBody: 'Dear [FirstName] [LastName],\nOrder [OrderNumber] for [CustomerName] ([ContactName]).\n[MyName], [MyCompanyName], [MyPhone]',
      AppointmentId: signing.Id,
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ State: 'Queued', MessageId: expect.any(String) });

    const [received] = await sink.waitFor(1);
    expect(received!.envelope.to).toEqual(['ana@example.com', 'luis@example.com', 'dana@title.example', 'pat@notary.example']);
    expect(received!.envelope.from).toBe('pat@notary.example');
    const { parsed } = received!;
    expect(parsed.from?.text).toBe('"Prairie Mobile Notary" <pat@notary.example>');
    expect(parsed.replyTo?.text).toBe('pat@notary.example');
    expect(parsed.headers.get('to')).toMatchObject({ text: 'ana@example.com' });
    expect(parsed.headers.get('cc')).toMatchObject({ text: 'luis@example.com, dana@title.example' });
    // BCC recipients are in the envelope only.
    expect(parsed.headers.has('bcc')).toBe(false);
    expect(parsed.subject).toBe('Confirming your signing on Thursday, March 5th, 2026 at 2:30 PM');
    expect(parsed.text?.trim()).toBe('Dear Ana Rivera,\nOrder ORD-7 for Lone Star Title (Dana Brooks).\nPat Notary, Prairie Mobile Notary, (217) 555-0142');
    expect(parsed.messageId).toBe(messageIdHeader(sent.body.MessageId));

    const listed = await eventuallyIn(ann, sent.body.MessageId, 'Sent');
    expect(listed).toMatchObject({ Attempts: 1, LastError: null, Subject: 'Confirming your signing on Thursday, March 5th, 2026 at 2:30 PM' });
  });

  it('sends what another feature queues through the Outbox service, attachments byte for byte', async () => {
    const outbox = app.app.get(Outbox);
    const by = { ownerId: annId, meta: { actorId: annId, commandId: crypto.randomUUID(), correlationId: 'c', causationId: 'c', address: '', userAgent: '' } };
    const queued = await outbox.queue(by, {
      To: ['dana@title.example'],
      Subject: 'Invoice 1001',
      Text: 'Please find my invoice attached.',
      Attachments: [{ FileName: 'Invoice-1001.pdf', ContentType: 'application/pdf', Content: PDF_BYTES }],
      Purpose: { Kind: 'invoice', RefId: null },
    });
    // The same request again (a retry) queues nothing more.
    expect(
      (await outbox.queue(by, { To: ['dana@title.example'], Subject: 'Invoice 1001', Text: '…', Purpose: { Kind: 'invoice', RefId: null } })).MessageId,
    ).toBe(queued.MessageId);
    const [received] = await sink.waitFor(1);
    const [attachment] = received!.parsed.attachments;
    expect(attachment).toMatchObject({ filename: 'Invoice-1001.pdf', contentType: 'application/pdf' });
    expect(Buffer.compare(attachment!.content, PDF_BYTES)).toBe(0);
    await eventuallyIn(ann, queued.MessageId, 'Sent');
    expect(sink.received).toHaveLength(1);
  });

  it('retries a temporary refusal (4xx) after its backoff, with the same Message-ID, then it is sent', async () => {
    sink.failNext(451, 'Greylisted, try again later');
    const sent = (await ann.post('/api/emailtemplateapi/send', mail())).body;
    const retrying = await eventuallyIn(ann, sent.MessageId, 'Retrying');
    expect(retrying.LastError).toContain('451');
    expect(Date.parse(retrying.NextAttemptAt!) - clock.now().getTime()).toBeLessThanOrEqual(60_000);
    // Before the backoff has passed, nothing goes.
    expect(await worker().deliverDue()).toBe(0);
    clock.advance(60_000);
    expect(await worker().deliverDue()).toBe(1);
    const done = await eventuallyIn(ann, sent.MessageId, 'Sent');
    expect(done.Attempts).toBe(2);
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]!.parsed.messageId).toBe(messageIdHeader(sent.MessageId));
  });

  it('gives up on a permanent refusal (5xx) with the error shown; the notary can send it again', async () => {
    sink.failNext(550, 'Mailbox unavailable');
    const sent = (await ann.post('/api/emailtemplateapi/send', mail({ EmailSubject: 'Bounced' }))).body;
    const failed = await eventuallyIn(ann, sent.MessageId, 'Failed');
    expect(failed).toMatchObject({ Attempts: 1, NextAttemptAt: null });
    expect(failed.LastError).toMatch(/550.*Mailbox unavailable/);
    clock.advance(24 * 3_600_000);
    expect(await worker().deliverDue()).toBe(0);
    expect(sink.received).toHaveLength(0);

    const again = await ann.post(`/api/emailapi/retry/${sent.MessageId}`);
    expect(again.status).toBe(200);
    expect((await eventuallyIn(ann, sent.MessageId, 'Sent')).Attempts).toBe(2);
    expect(sink.received.map((received) => received.parsed.subject)).toEqual(['Bounced']);
    // A sent message cannot be sent again.
    expect((await ann.post(`/api/emailapi/retry/${sent.MessageId}`)).body).toMatchObject({ Code: 'EMAIL.ALREADY_SENT' });
  });

  it('keeps an unsent message’s attachment through the receipts sweep, and lets it go once sent', async () => {
    const bytes = Buffer.concat([PDF_BYTES, Buffer.from('% reminder 90 days\n')]);
    const hash = crypto.createHash('sha256').update(bytes).digest('hex');
    const by = { ownerId: annId, meta: { actorId: annId, commandId: crypto.randomUUID(), correlationId: 'c', causationId: 'c', address: '', userAgent: '' } };
    sink.failNext(550, 'Mailbox full');
    const queued = await app.app.get(Outbox).queue(by, {
      To: ['dana@title.example'],
      Subject: 'Final notice',
      Text: 'Invoice attached.',
      Attachments: [{ FileName: 'Invoice-1001.pdf', ContentType: 'application/pdf', Content: bytes }],
      Purpose: { Kind: 'reminder', RefId: null },
    });
    await eventuallyIn(ann, queued.MessageId, 'Failed');
    const sweep = app.runtime.background!.job(ReceiptsSweep)!;
    const later = new Date(Date.now() + 3_600_000);
    await sweep.sweep(later);
    expect(await app.runtime.stores.blobs.has(hash)).toBe(true);
    await ann.post(`/api/emailapi/retry/${queued.MessageId}`);
    await eventuallyIn(ann, queued.MessageId, 'Sent');
    expect(Buffer.compare(sink.received[0]!.parsed.attachments[0]!.content, bytes)).toBe(0);
    await caughtUp(app.runtime.catalog, await app.runtime.stores.eventStore.headPosition());
    await sweep.sweep(later);
    expect(await app.runtime.stores.blobs.has(hash)).toBe(false);
  });

  it('refuses a blank subject or To, and an entry that is not an address, with a clear message and nothing queued', async () => {
    const before = (await ann.get('/api/emailapi/outbox')).body.TotalCount;
    const blankSubject = await ann.post('/api/emailtemplateapi/send', mail({ EmailSubject: '   ' }));
    expect(blankSubject).toMatchObject({ status: 400, body: { Response: 'Please enter a subject', Errors: { EmailSubject: 'Please enter a subject' } } });
    const blankTo = await ann.post('/api/emailtemplateapi/send', mail({ EmailTo: ' , ' }));
    expect(blankTo).toMatchObject({ status: 400, body: { Response: 'Please enter at least one recipient in To' } });
    const typo = await ann.post('/api/emailtemplateapi/send', mail({ EmailCC: 'dana@title' }));
    expect(typo).toMatchObject({ status: 400, body: { Errors: { EmailCC: '"dana@title" is not an e-mail address' } } });
    // Without a signing, a signing's token would go out blank: it is refused instead.
    const unfilled = await ann.post('/api/emailtemplateapi/send', mail({ EmailBody: 'Dear [FirstName],' }));
    expect(unfilled.body.Response).toBe('[FirstName] is filled from a signing: send this e-mail from the signing, or take it out');
    expect((await ann.get('/api/emailapi/outbox')).body.TotalCount).toBe(before);
  });

  it('keeps each notary to their own: another notary sees none of the messages and gets 404', async () => {
    const sent = (await ann.post('/api/emailtemplateapi/send', mail({ EmailSubject: 'Private' }))).body;
    await eventuallyIn(ann, sent.MessageId, 'Sent');
    expect((await bob.get('/api/emailapi/outbox')).body).toMatchObject({ Messages: [], TotalCount: 0 });
    expect(await bob.post(`/api/emailapi/retry/${sent.MessageId}`)).toMatchObject({ status: 404, body: { Code: 'EMAIL.NOT_FOUND' } });
    // Nor can Bob send from Ann's signing.
    const annSigning = (await ann.post('/api/appointmentapi/save', signingBody({ EmailAddress: 'ana@example.com' }))).body;
    const borrowed = await bob.post('/api/emailtemplateapi/send', mail({ EmailTo: '[PrimaryContact]', AppointmentId: annSigning.Id }));
    expect(borrowed).toMatchObject({ status: 404, body: { Code: 'SIGNING.NOT_FOUND' } });
    // Or name Ann's template as the one he wrote from.
    const annTemplate = (await ann.post('/api/emailtemplateapi/savetemplate', { Name: 'Mine', EmailSubject: 'Hello' })).body;
    expect(await bob.post('/api/emailtemplateapi/send', mail({ TemplateId: annTemplate.Id }))).toMatchObject({
      status: 404,
      body: { Code: 'EMAIL_TEMPLATE.NOT_FOUND' },
    });
  });

  it('lists the outbox newest first, a page at a time', async () => {
    const page = (await ann.get('/api/emailapi/outbox?PageNumber=1&PageSize=2')).body;
    expect(page).toMatchObject({ PageNumber: 1, PageSize: 2 });
    expect(page.Messages).toHaveLength(2);
    expect(page.TotalCount).toBeGreaterThanOrEqual(5);
    expect(page.Messages[0].QueuedAt >= page.Messages[1].QueuedAt).toBe(true);
    expect((await ann.get('/api/emailapi/outbox?PageSize=1000')).status).toBe(400);
    expect((await ann.get('/api/emailapi/status')).body).toEqual({ Configured: true, Message: null });
  });
});

describe('a server without SMTP_URL', () => {
  it('says so plainly and queues nothing', async () => {
    const plain = await startTestApp();
    try {
      const cal = new ApiClient(plain.url);
      await cal.register('no-smtp@example.com');
      expect((await cal.get('/api/emailapi/status')).body).toEqual({ Configured: false, Message: MAIL_NOT_CONFIGURED_MESSAGE });
      const refused = await cal.post('/api/emailtemplateapi/send', mail());
      expect(refused).toMatchObject({
        status: 503,
        body: { Response: 'E-mail is not configured on this server: set SMTP_URL to send e-mail.', Code: 'EMAIL.NOT_CONFIGURED' },
      });
      expect((await cal.get('/api/emailapi/outbox')).body.TotalCount).toBe(0);
      const events = await plain.runtime.stores.eventStore.readAll({ maxCount: 100_000 });
      expect(events.some((event) => event.type === 'EmailQueued')).toBe(false);
      // Templates are still the notary's to write.
      expect((await cal.post('/api/emailtemplateapi/savetemplate', { Name: 'Draft', EmailSubject: 'Hi' })).status).toBe(200);
    } finally {
      await plain.close();
    }
  });
});

describe('SMTP_URL', () => {
  it('is checked at start-up, and a bad one is named without repeating its password', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://user:secret@mail.example.com' }).smtpUrl).toBe('smtps://user:secret@mail.example.com');
    expect(loadConfig({ SMTP_URL: '  ' }).smtpUrl).toBeNull();
    expect(() => loadConfig({ SMTP_URL: 'https://user:secret@mail.example.com' })).toThrow(ConfigError);
    for (const bad of ['https://user:secret@mail.example.com', 'user:secret@mail', 'smtp://user:secret@']) {
      expect(() => loadConfig({ SMTP_URL: bad })).toThrow(/^SMTP_URL: /);
      expect(() => loadConfig({ SMTP_URL: bad })).not.toThrow(/secret/);
    }
  });
});
