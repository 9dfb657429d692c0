import { ApiClient, signingBody } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';
import { caughtUp } from '../support/deadline';

/** Issue 11, item 1: the trial's signings allowance holds under concurrency, and after it every write answers alike. */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { TRIAL_SIGNINGS: '15' } });
});
afterAll(() => app.close());

const notary = async (email: string) => {
  const client = new ApiClient(app.url);
  await client.register(email);
  return client;
};

it('with 15 signings left, 20 concurrent saves store exactly 15; the other 5 get 402', async () => {
  const ann = await notary('concurrent-trial@example.com');
  const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => ann.post('/api/appointmentapi/save', signingBody({ LastName: `Rush ${i}` }))));
  const statuses = answers.map((answer) => answer.status).sort();
  expect(statuses.filter((status) => status === 200)).toHaveLength(15);
  expect(statuses.filter((status) => status === 402)).toHaveLength(5);
  for (const refused of answers.filter((answer) => answer.status === 402))
    expect(refused.body).toMatchObject({ Response: 'Your Trial has Expired', Code: 'BILLING.TRIAL_EXPIRED' });
  await caughtUp(app.runtime.catalog, ann.lastPosition);
  expect((await ann.get('/api/appointmentapi/get/')).body).toHaveLength(15);
  expect((await ann.get('/api/accountapi/billing')).body).toMatchObject({ Status: 'Trial Expired', TrialSigningsRemaining: 0 });
}, 90_000);

it('with 3 left, 8 concurrent saves store 3 (the allowance counts what was used before)', async () => {
  const bea = await notary('partly-used@example.com');
  for (let i = 0; i < 12; i++) expect((await bea.post('/api/appointmentapi/save', signingBody({ LastName: `Earlier ${i}` }))).status).toBe(200);
  const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => bea.post('/api/appointmentapi/save', signingBody({ LastName: `Late ${i}` }))));
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
  expect(answers.filter((answer) => answer.status === 402)).toHaveLength(5);
}, 90_000);

it('a save refused for its own reasons does not use up a trial signing', async () => {
  const cal = await notary('refused-save@example.com');
  expect((await cal.post('/api/appointmentapi/save', signingBody({ LastName: '   ' }))).status).toBe(400);
  await cal.post('/api/appointmentapi/save', signingBody({ LastName: 'Counted' }));
  await caughtUp(app.runtime.catalog, cal.lastPosition);
  expect((await cal.get('/api/accountapi/billing')).body.TrialSigningsRemaining).toBe(14);
});

it('after the trial, every write route answers the same 402; signing out and reading still work', async () => {
  const dee = await notary('after-trial@example.com');
  const first = await dee.post('/api/appointmentapi/save', signingBody({ LastName: 'Kept' }));
  const customer = await dee.post('/api/customerapi/save', { Name: 'Acme Title' });
  for (let i = 1; i < 15; i++) await dee.post('/api/appointmentapi/save', signingBody({ LastName: `Filler ${i}` }));
  await caughtUp(app.runtime.catalog, dee.lastPosition);
  const signingId = first.body.Id;
  const writes: Array<[string, unknown]> = [
    ['/api/appointmentapi/save', signingBody({ LastName: 'One too many' })],
    ['/api/appointmentapi/save', { ...signingBody({ LastName: 'Changed' }), Id: signingId, Revision: first.body.Revision }],
    [`/api/appointmentapi/delete/${signingId}`, {}],
    ['/api/appointmentapi/savebatchpayment', { SigningIds: [signingId], PaymentDate: '2026-03-06', CheckNumber: '1' }],
    [
      '/api/appointmentstatusapi/saveappointmentconfirmation',
      { AppointmentId: signingId, Note: '', Confirmed: true, ConfirmationDateTime: '2026-03-01', ConfirmationTime: { Hour: 9, Minute: 0, AmPm: 'AM' } },
    ],
    ['/api/customerapi/save', { Name: 'Another Title' }],
    [`/api/customerapi/delete/${customer.body.Id}`, {}],
    ['/api/settingsapi/save', { GridView: 'small' }],
    ['/api/settingsapi/saveonboardstatus', { IsOnboardedStatus: 2 }],
  ];
  for (const [path, body] of writes) {
    const answer = await dee.post(path, body);
    expect({ path, status: answer.status, body: answer.body }).toEqual({
      path,
      status: 402,
      body: { Response: 'Your Trial has Expired', Code: 'BILLING.TRIAL_EXPIRED' },
    });
  }
  expect((await dee.get(`/api/appointmentapi/get/${signingId}`)).status).toBe(200);
  // Reads the contract sends as POST are reads: the list still loads.
  expect((await dee.query('/api/appointmentapi/getpage', { Year: 'All' })).body.TotalCount).toBe(15);
  expect((await dee.query('/api/appointmentapi/summary', { Year: 2026 })).status).toBe(200);
  expect((await dee.post('/api/accountapi/logoff', {})).status).toBe(200);
}, 90_000);
