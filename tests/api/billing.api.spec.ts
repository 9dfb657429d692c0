import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { format } from 'node:util';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import Stripe from 'stripe';
import { accountStream } from '@notary/events';
import { loadConfig, ManualClock, type AppLogger } from '@notary/platform';
import { SubscriptionRenewalScheduler } from '@notary/policies';
import { createRuntime, type Runtime } from '../../apps/command-api/src/core/runtime';
import { createServer } from '../../apps/command-api/src/server';
import { ApiClient, signingBody } from '../support/api-client';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';

// Paying for the subscription (issue 17, "Paying"): the test gateway's cards, the trial's 402 lifted
// by paying, cancelling, renewals exactly once per period, Delinquent after a refused renewal, the
// receipt through the outbox, and no card number or CVC in any file or log line.

const DAY = 24 * 60 * 60 * 1000;
const WEBHOOK_SECRET = 'whsec_billing_test';
const clock = new ManualClock(new Date('2026-05-01T15:00:00Z'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'notary-billing-'));
/** Every line any logger wrote while the app ran (Nest's at every level, the app's, the console's). */
const logged: string[] = [];
const recorder: AppLogger = {
  log: (message) => void logged.push(String(message)),
  warn: (message) => void logged.push(String(message)),
  error: (message) => void logged.push(String(message)),
};

let sink: SmtpSink;
let runtime: Runtime;
let app: NestFastifyApplication;
let url: string;

async function start(): Promise<void> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    REGISTRATION_LIMIT_PER_HOUR: '100000',
    TRIAL_SIGNINGS: '2',
    SMTP_URL: sink.url,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  runtime = await createRuntime({ config, clock, logger: recorder });
  app = await createServer(runtime, { logLevels: ['log', 'error', 'warn', 'debug', 'verbose', 'fatal'] });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
}

async function stop(): Promise<void> {
  await app.close();
  await runtime.close();
}

/** Kept for the search, not printed: Nest at every level is loud. */
const capture = (stream: NodeJS.WriteStream) =>
  jest.spyOn(stream, 'write').mockImplementation((chunk: unknown) => {
    logged.push(String(chunk));
    return true;
  });

beforeAll(async () => {
  capture(process.stdout);
  capture(process.stderr);
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(format(...args)));
  }
  sink = await startSmtpSink();
  await start();
});
afterAll(async () => {
  await stop();
  await sink.close();
  jest.restoreAllMocks();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const card = (overrides: Record<string, unknown> = {}) => ({
  CreditCardName: 'Ana Rivera',
  CreditCardNumber: '4242 4242 4242 4242',
  ExpirationMonth: 12,
  ExpirationYear: 2030,
  ZipCode: '78701',
  Cvc: '123',
  ...overrides,
});
const pay = (overrides: Record<string, unknown> = {}) => ({ PlanId: 'monthly', AcceptedTerms: true, ...card(overrides) });

async function notary(email: string): Promise<ApiClient> {
  const client = new ApiClient(url);
  await client.register(email);
  return client;
}

/** A notary who has used the trial's two signings: writes answer 402. */
/** Sessions end as the clock moves on by months: sign in again. */
async function signIn(email: string): Promise<ApiClient> {
  const client = new ApiClient(url);
  expect((await client.post('/api/accountapi/login', { Email: email, Password: 'correct horse 1' })).status).toBe(200);
  return client;
}

async function expiredNotary(email: string): Promise<ApiClient> {
  const client = await notary(email);
  for (const lastName of ['One', 'Two']) expect((await client.post('/api/appointmentapi/save', signingBody({ LastName: lastName }))).status).toBe(200);
  expect((await client.post('/api/appointmentapi/save', signingBody({ LastName: 'Three' }))).status).toBe(402);
  return client;
}

const renewals = () => runtime.background!.job(SubscriptionRenewalScheduler)!;

async function eventTypes(userId: string): Promise<string[]> {
  return (await runtime.stores.eventStore.readStream(accountStream(userId))).map((event) => event.type);
}

describe('paying for the subscription', () => {
  it('lets a notary whose trial has ended pay with the test card: Active, writes allowed again, a receipt by e-mail', async () => {
    const ann = await expiredNotary('billing-ann@example.com');
    const before = (await ann.get('/api/accountapi/billing')).body;
    expect(before).toMatchObject({ Status: 'Trial Expired', Card: null, Payments: [], Gateway: { Kind: 'test', PublishableKey: null } });
    expect(before.AvailablePlans.map((plan: { PlanId: string }) => plan.PlanId)).toEqual(['monthly', 'annual']);

    const paid = await ann.post('/api/accountapi/billing', pay());
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ Status: 'Active', PlanId: 'monthly', Card: { Brand: 'Visa', Last4: '4242', ExpMonth: 12, ExpYear: 2030 } });
    expect(paid.body.Payments).toEqual([expect.objectContaining({ Status: 'Paid', Amount: 12.99, PlanId: 'monthly', CardBrand: 'Visa', CardLast4: '4242' })]);
    expect(paid.body.PaidThrough).toBe('2026-06-01T15:00:00.000Z');

    expect((await ann.post('/api/appointmentapi/save', signingBody({ LastName: 'Three' }))).status).toBe(200);
    expect((await ann.get('/api/accountapi/billing')).body).toMatchObject({ Status: 'Active', TrialDaysRemaining: 0, TrialSigningsRemaining: 0 });

    const [receipt] = await sink.waitFor(1, 10_000);
    expect(receipt.envelope.to).toEqual(['billing-ann@example.com']);
    expect(receipt.parsed.subject).toBe('Your Notary Ledger receipt: $12.99 paid');
    expect(receipt.parsed.text).toContain('Plan: Monthly');
    expect(receipt.parsed.text).toContain('Card: Visa ending in 4242');
    expect(receipt.parsed.text).toContain('Period: May 1, 2026 to June 1, 2026');
  });

  it("refuses a declined card with the gateway's message and charges nothing", async () => {
    const bea = await notary('billing-bea@example.com');
    const declined = await bea.post('/api/accountapi/billing', pay({ CreditCardNumber: '4000000000000002' }));
    expect(declined.status).toBe(402);
    expect(declined.body.Response).toBe('Your card was declined.');
    const poor = await bea.post('/api/accountapi/billing', pay({ CreditCardNumber: '4000 0000 0000 9995' }));
    expect(poor.body.Response).toBe('Your card has insufficient funds.');
    const old = await bea.post('/api/accountapi/billing', pay({ CreditCardNumber: '4000000000000069' }));
    expect(old.body.Response).toBe('Your card has expired.');
    expect((await bea.get('/api/accountapi/billing')).body).toMatchObject({ Status: 'Trial', Card: null, Payments: [] });
    const types = await eventTypes((await bea.get('/api/accountapi/session')).body.UserId);
    expect(types.filter((type) => /Subscription|Payment|Card/.test(type))).toEqual([]);
  });

  it("answers 400 with the card rule's message for bad fields", async () => {
    const cal = await notary('billing-cal@example.com');
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ CreditCardNumber: '4242 4242 4242 4241' }, 'CreditCardNumber', 'Please enter a valid card number'],
      [{ CreditCardNumber: '4242' }, 'CreditCardNumber', 'Please enter a valid card number'],
      [{ ExpirationMonth: 1, ExpirationYear: 2026 }, 'ExpirationYear', 'The card has expired'],
      [{ ExpirationYear: 30 }, 'ExpirationYear', 'Please enter the expiration year (4 digits)'],
      [{ ExpirationMonth: '' }, 'ExpirationMonth', 'Please choose the expiration month'],
      [{ Cvc: '12' }, 'Cvc', 'Please enter the 3 or 4 digit security code (CVC)'],
      [{ CreditCardName: 'Al' }, 'CreditCardName', 'Please enter the name on the card'],
      [{ ZipCode: '787' }, 'ZipCode', 'Please enter the billing ZIP code (at least 5 characters)'],
      [{ AcceptedTerms: false }, 'AcceptedTerms', 'Please accept the terms of service'],
      [{ PlanId: 'platinum' }, 'PlanId', 'Please choose a plan'],
    ];
    for (const [fields, field, message] of cases) {
      const answer = await cal.post('/api/accountapi/billing', pay(fields));
      expect([answer.status, answer.body.Response, answer.body.Errors?.[field]]).toEqual([400, message, message]);
    }
    expect((await cal.get('/api/accountapi/billing')).body.Status).toBe('Trial');
  });

  it('replaces the card, and cancels at the end of the paid period (GET cancel needs the anti-forgery header)', async () => {
    const dan = await notary('billing-dan@example.com');
    expect((await dan.post('/api/accountapi/creditcard', card())).body.Response).toBe('There is no card on file to replace; subscribe with a card first.');
    expect((await dan.post('/api/accountapi/billing', pay({ PlanId: 'annual' }))).body).toMatchObject({ Status: 'Active', PlanId: 'annual' });
    expect((await dan.post('/api/accountapi/billing', pay())).status).toBe(409);

    const replaced = await dan.post('/api/accountapi/creditcard', card({ CreditCardNumber: '5555 5555 5555 4444', ExpirationMonth: 3, ExpirationYear: 2031 }));
    expect(replaced.status).toBe(200);
    expect(replaced.body.Card).toEqual({ Brand: 'Mastercard', Last4: '4444', ExpMonth: 3, ExpYear: 2031 });
    expect((await dan.post('/api/accountapi/creditcard', card({ CreditCardNumber: '4000000000000002' }))).body.Response).toBe('Your card was declined.');
    expect((await dan.get('/api/accountapi/billing')).body.Card.Last4).toBe('4444');

    expect((await dan.get('/api/accountapi/cancel')).status).toBe(403);
    const cancelled = await dan.get('/api/accountapi/cancel', { RequestVerificationToken: dan.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ Status: 'Cancelled', PaidThrough: '2027-05-01T15:00:00.000Z' });
    expect((await dan.post('/api/appointmentapi/save', signingBody())).status).toBe(200);
  });

  it('renews once per period across sweeps and a restart, goes Delinquent when refused, and expires a cancelled subscription', async () => {
    const eve = await notary('billing-eve@example.com');
    const eveId = (await eve.get('/api/accountapi/session')).body.UserId;
    expect((await eve.post('/api/accountapi/billing', pay())).status).toBe(200);

    clock.advance(31 * DAY);
    await renewals().sweep();
    await renewals().sweep();
    await stop();
    await start();
    await renewals().sweep();
    const paidTypes = (await eventTypes(eveId)).filter((type) => type === 'PaymentSucceeded');
    expect(paidTypes).toHaveLength(2);
    let eveAgain = await signIn('billing-eve@example.com');
    const renewed = (await eveAgain.get('/api/accountapi/billing')).body;
    expect(renewed).toMatchObject({ Status: 'Active', PaidThrough: '2026-07-01T15:00:00.000Z' });
    expect(renewed.Payments.map((payment: { Status: string; PeriodStart: string }) => [payment.Status, payment.PeriodStart])).toEqual([
      ['Paid', '2026-06-01T15:00:00.000Z'],
      ['Paid', '2026-05-01T15:00:00.000Z'],
    ]);

    // A card that saves but cannot be charged: the next renewal is refused.
    expect((await eveAgain.post('/api/accountapi/creditcard', card({ CreditCardNumber: '4000000000000341' }))).status).toBe(200);
    clock.set('2026-07-01T16:00:00Z');
    await renewals().sweep();
    await renewals().sweep();
    eveAgain = await signIn('billing-eve@example.com');
    const failing = (await eveAgain.get('/api/accountapi/billing')).body;
    expect(failing).toMatchObject({ Status: 'Delinquent', NextAttemptAt: '2026-07-02T16:00:00.000Z' });
    expect(failing.Payments[0]).toMatchObject({ Status: 'Failed', Message: 'Your card was declined.', PeriodStart: '2026-07-01T15:00:00.000Z' });
    expect((await eventTypes(eveId)).filter((type) => type === 'PaymentFailed')).toHaveLength(1);
    // Delinquent still works while the renewal is retried.
    expect((await eveAgain.post('/api/appointmentapi/save', signingBody())).status).toBe(200);

    // A good card is tried at once and settles the period.
    expect((await eveAgain.post('/api/accountapi/creditcard', card())).status).toBe(200);
    await renewals().sweep();
    const settled = (await eveAgain.get('/api/accountapi/billing')).body;
    expect(settled).toMatchObject({ Status: 'Active', PaidThrough: '2026-08-01T15:00:00.000Z' });

    // Dan cancelled his annual plan: once its year is over he is confined to Billing.
    clock.set('2027-05-02T00:00:00Z');
    const dan = await signIn('billing-dan@example.com');
    expect((await dan.get('/api/accountapi/billing')).body.Status).toBe('Subscription Expired');
    const refused = await dan.post('/api/appointmentapi/save', signingBody());
    expect([refused.status, refused.body.Response]).toEqual([402, 'Your Subscription has Expired']);
    clock.set('2026-05-01T15:00:00Z');
  });

  it("takes Stripe's webhook only with a valid signature over the raw body", async () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', data: { object: {} } });
    const header = new Stripe('sk_test_offline').webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const send = (body: string, signature: string) =>
      fetch(`${url}/api/accountapi/stripewebhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body });
    const good = await send(payload, header);
    expect([good.status, await good.json()]).toEqual([200, { Received: true, Type: 'payment_intent.succeeded' }]);
    expect((await send(payload.replace('succeeded', 'canceled'), header)).status).toBe(400);
    expect((await send(payload, 't=1,v1=00')).status).toBe(400);
  });

  it('keeps no card number or CVC in any file under DATA_DIR nor in any log line', async () => {
    // The app is still running: its write-ahead files are there too. Then again once it has closed.
    const searchFiles = () => {
      const found: string[] = [];
      const walk = (dir: string) => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
          const file = path.join(dir, entry.name);
          if (entry.isDirectory()) walk(file);
          else if (entry.isFile()) {
            const bytes = fs.readFileSync(file);
            for (const needle of secrets) if (bytes.includes(needle) || bytes.includes(Buffer.from(needle, 'utf16le'))) found.push(`${file}: ${needle}`);
          }
        }
      };
      walk(dataDir);
      return found;
    };
    const secrets = [
      '4242424242424242',
      '4242 4242 4242 4242',
      '5555555555554444',
      '5555 5555 5555 4444',
      '4000000000000341',
      '"Cvc":"123"',
      'Cvc: 123',
      '"cvc":"123"',
    ];
    // Controls: the search reads the stores' bytes (the kept last four is found), and the logs were captured.
    const everything = (fs.readdirSync(dataDir, { recursive: true }) as string[])
      .map((file) => path.join(dataDir, file))
      .filter((file) => fs.statSync(file).isFile());
    expect(everything.some((file) => fs.readFileSync(file).includes('"Last4":"4242"'))).toBe(true);
    expect(logged.join('\n')).toContain('/api/accountapi/billing, POST');
    const files = fs.readdirSync(dataDir, { recursive: true }) as string[];
    expect(files.some((file) => file.endsWith('-wal'))).toBe(true);
    expect(searchFiles()).toEqual([]);
    const lines = logged.join('\n');
    for (const needle of secrets) expect(lines.includes(needle)).toBe(false);
    await stop();
    expect(searchFiles()).toEqual([]);
    await start();
  });
});
