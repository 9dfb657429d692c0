import { randomUUID } from 'node:crypto';
import { ApiClient, signingBody } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';

/** Issue 11, items 9, 10 and 11: impossible dates, a reused Command-Id, and read-your-writes waits. */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const notary = async (who: string) => {
  const client = new ApiClient(app.url);
  await client.register(`${who}-${randomUUID().slice(0, 8)}@example.com`);
  return client;
};

describe('item 9: dates and times are parsed strictly', () => {
  it.each([
    ['AppointmentDate', { AppointmentDate: '2026-02-28T99:99:99' }],
    ['AppointmentDate', { AppointmentDate: '2026-02-30' }],
    ['AppointmentDate', { AppointmentDate: '13/01/2026' }],
    ['InvoiceSent', { InvoiceSent: '2026-02-28T24:00' }],
    ['AppointmentTime.Hour', { AppointmentTime: { Hour: 13, Minute: 0, AmPm: 'PM' } }],
    ['AppointmentTime.Minute', { AppointmentTime: { Hour: 1, Minute: 60, AmPm: 'PM' } }],
  ])('refuses an impossible %s with 400 naming the field', async (field, overrides) => {
    const ann = await notary('dates');
    const answer = await ann.post('/api/appointmentapi/save', signingBody(overrides));
    expect(answer.status).toBe(400);
    expect(answer.body.Response).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
    expect(answer.body.Errors).toHaveProperty([field]);
  });

  it('still takes a real timestamp, and the forms the product shows', async () => {
    const ann = await notary('good-dates');
    for (const AppointmentDate of ['2026-02-28T23:59:59.123Z', '02/28/2026', '2-28-2026']) {
      const answer = await ann.post('/api/appointmentapi/save', signingBody({ AppointmentDate }));
      expect(answer.status).toBe(200);
      expect(answer.body.AppointmentDate).toBe('2026-02-28');
    }
  });
});

describe('item 10: a Command-Id is one command', () => {
  it('the same id with the same body answers the first answer again, and writes nothing more', async () => {
    const ann = await notary('replay');
    const commandId = randomUUID();
    const first = await ann.post('/api/appointmentapi/save', signingBody({ LastName: 'Once' }), { 'Command-Id': commandId });
    const again = await ann.post('/api/appointmentapi/save', signingBody({ LastName: 'Once' }), { 'Command-Id': commandId });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('x-position')).toBe(String(first.body.Position));
    expect((await ann.get('/api/appointmentapi/get/')).body).toHaveLength(1);
  });

  it('the same id with a different body answers 422 naming the conflict, and changes nothing', async () => {
    const ann = await notary('reuse');
    const commandId = randomUUID();
    await ann.post('/api/appointmentapi/save', signingBody({ LastName: 'Original' }), { 'Command-Id': commandId });
    const reused = await ann.post('/api/appointmentapi/save', signingBody({ LastName: 'Different' }), { 'Command-Id': commandId });
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ Code: 'COMMAND.ID_REUSED', Response: expect.stringMatching(/Command-Id/) });
    const reusedElsewhere = await ann.post('/api/customerapi/save', { Name: 'Acme Title' }, { 'Command-Id': commandId });
    expect(reusedElsewhere.status).toBe(422);
    const signings = (await ann.get('/api/appointmentapi/get/')).body;
    expect(signings.map((s: { LastName: string }) => s.LastName)).toEqual(['Original']);
  });

  it('ids are scoped by owner: another notary using the same id gets their own record', async () => {
    const ann = await notary('scope-ann');
    const bob = await notary('scope-bob');
    const commandId = randomUUID();
    const annSaved = await ann.post('/api/appointmentapi/save', signingBody({ LastName: 'Ann’s' }), { 'Command-Id': commandId });
    const bobSaved = await bob.post('/api/appointmentapi/save', signingBody({ LastName: 'Bob’s' }), { 'Command-Id': commandId });
    expect(bobSaved.status).toBe(200);
    expect(bobSaved.body.Id).not.toBe(annSaved.body.Id);
    expect((await bob.get(`/api/appointmentapi/get/${bobSaved.body.Id}`)).body.LastName).toBe('Bob’s');
  });
});

describe('item 11: read-your-writes waits are the caller’s own, short and bounded', () => {
  it('a caller without a session does not wait, however far ahead the position', async () => {
    const started = Date.now();
    const answer = await fetch(`${app.url}/api/health`, { headers: { 'X-Min-Position': '999999999999' } });
    expect(answer.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('a signed-in caller asking for a position beyond the log does not wait for it', async () => {
    const ann = await notary('future');
    const started = Date.now();
    const answer = await ann.get('/api/appointmentapi/get/', { 'X-Min-Position': '999999999999' });
    expect(answer.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('the log head is not public: health shows no positions to a notary or a stranger', async () => {
    const ann = await notary('head');
    for (const client of [ann, new ApiClient(app.url)]) {
      const health = (await client.get('/api/health')).body;
      expect(health.HeadPosition).toBeUndefined();
      expect(JSON.stringify(health)).not.toMatch(/"Position"/);
    }
  });
});

describe('item 6: money never enters below zero, and is kept to the cent', () => {
  it.each([
    ['Amount', { Amount: -25 }],
    ['Payments.0.Amount', { Amount: 100, Payments: [{ PaidDate: '2026-03-06', Amount: -10, CheckNumber: '' }] }],
    ['Amount', { Amount: 10.005 }],
  ])('refuses a signing whose %s is negative or not in cents', async (field, overrides) => {
    const ann = await notary('money');
    const answer = await ann.post('/api/appointmentapi/save', signingBody(overrides));
    expect(answer.status).toBe(400);
    expect(answer.body.Errors).toHaveProperty([field]);
    expect(answer.body.Response).toMatch(/must not be negative|dollars and cents/);
    expect((await ann.get('/api/appointmentapi/get/')).body).toHaveLength(0);
  });

  it('refuses a negative fee for a type of work', async () => {
    const ann = await notary('fee');
    const answer = await ann.post('/api/settingsapi/save', { LoanTypes: [{ Id: 0, Name: 'Rebate', FeeAmount: -5 }] });
    expect(answer.status).toBe(400);
    expect(answer.body.Response).toBe('LoanTypes.0.FeeAmount: must not be negative');
  });

  it('adds payments in cents: 0.10 + 0.20 pays a 0.30 fee in full', async () => {
    const ann = await notary('cents');
    const saved = await ann.post(
      '/api/appointmentapi/save',
      signingBody({
        Amount: 0.3,
        Payments: [
          { PaidDate: '2026-03-06', Amount: 0.1, CheckNumber: '' },
          { PaidDate: '2026-03-07', Amount: 0.2, CheckNumber: '' },
        ],
      }),
    );
    expect(saved.body).toMatchObject({ AmountPaid: 0.3, Balance: 0, PaymentStatus: 'paid' });
  });
});
