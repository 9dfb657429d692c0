import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { startBackgroundWork, type BackgroundWork } from '@notary/background';
import { outboxDecider } from '@notary/domain';
import { emailStream } from '@notary/events';
import { handleCommand, openStores, type Stores } from '@notary/infrastructure';
import { EMAIL_DELIVERY_DEFAULTS, EmailDeliveryWorker } from '@notary/policies';
import { loadConfig, silentLogger, systemClock } from '@notary/platform';
import { ReadModelCatalog } from '@notary/projection-runtime';
import { EMAIL_MESSAGES, readSides, type EmailMessageDocument } from '@notary/read-models';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';

// The delivery worker on its own clock: woken by the projector's 'email.queued' when a message is
// queued, and by its own timer when a retry falls due (a short backoff here), with no one calling it.
let dataDir: string;
let sink: SmtpSink;
let stores: Stores;
let catalog: ReadModelCatalog;
let work: BackgroundWork;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'notary-email-worker-'));
  sink = await startSmtpSink();
  stores = await openStores(loadConfig({ DATA_DIR: dataDir, PORT: '0', SMTP_URL: sink.url }));
  catalog = new ReadModelCatalog(stores.documents, stores.notifier);
  const worker = (deps: { stores: Stores; catalog: ReadModelCatalog }) =>
    new EmailDeliveryWorker(deps.stores.eventStore, deps.catalog, deps.stores.notifier, deps.stores.blobs, deps.stores.mailer, systemClock, silentLogger, {
      ...EMAIL_DELIVERY_DEFAULTS,
      retryDelaysMs: [300, 300],
    });
  work = await startBackgroundWork([...readSides, { name: 'email-delivery', jobs: [worker] }], { stores, catalog, clock: systemClock, logger: silentLogger });
});
afterAll(async () => {
  await work.stop();
  catalog.close();
  await stores.close();
  await sink.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function queue(messageId: string, subject: string): Promise<void> {
  const email = {
    From: 'notary@example.com',
    ReplyTo: 'notary@example.com',
    To: ['dana@title.example'],
    Cc: [],
    Bcc: [],
    Subject: subject,
    Text: 'Hello',
    Attachments: [],
    Purpose: { Kind: 'template' as const, RefId: null },
  };
  const context = { ownerId: 'notary-1', actorId: 'notary-1', commandId: messageId, correlationId: messageId, causationId: messageId, now: new Date() };
  await handleCommand(stores.eventStore, emailStream(messageId), outboxDecider, { type: 'QueueEmail', messageId, ownerId: 'notary-1', email }, context);
}

/** The message's document once it is in `state` (or as it is when 30 s have passed). */
async function whenIn(messageId: string, state: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const message = await catalog.collection<EmailMessageDocument>(EMAIL_MESSAGES).findOne({ _id: messageId });
    if (message?.State === state || Date.now() > deadline) return message;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the e-mail delivery worker', () => {
  it('sends a message as soon as it is queued, and retries a temporary refusal when its backoff has passed, by itself', async () => {
    sink.failNext(421, 'Service not available, try later', 2);
    await queue('worker-mail-1', 'Woken twice');
    const [mail] = await sink.waitFor(1, 15_000);
    expect(mail!.parsed.subject).toBe('Woken twice');
    expect(await whenIn('worker-mail-1', 'Sent')).toMatchObject({ State: 'Sent', Attempts: 3 });
    expect(work.job(EmailDeliveryWorker)).toBeDefined();
  });

  it('gives up after the round’s last attempt', async () => {
    sink.clear();
    sink.failNext(451, 'Greylisted', 3);
    await queue('worker-mail-2', 'Never taken');
    const message = await whenIn('worker-mail-2', 'Failed');
    expect(message).toMatchObject({ State: 'Failed', Attempts: 3, NextAttemptAt: null });
    expect(message!.LastError).toContain('451');
    expect(sink.received).toHaveLength(0);
  });
});
