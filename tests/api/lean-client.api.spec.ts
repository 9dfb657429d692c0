import { LeanApiClient } from '../../bench/support/lean-client';
import { ApiClient, signingBody } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';

// bench:api times the app with LeanApiClient (node:http) rather than the tests' fetch client: its
// figures mean something only if it meets the app as the tests' client does (session cookie,
// anti-forgery token, read-your-writes, the same answers to the same requests).
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

it('signs up, saves and reads back a signing as the fetch client does, with its cookie and token', async () => {
  const lean = new LeanApiClient(app.url);
  const registered = await lean.register('lean-client@example.com');
  expect(lean.cookie).toMatch(/=/);
  expect(lean.token).toBe(registered.RequestVerificationToken);

  const saved = await lean.post('/api/appointmentapi/save', signingBody({ LastName: 'Peña' }));
  expect(saved.status).toBe(200);
  expect(lean.lastPosition).toBe(saved.body.Position);
  expect(saved.headers.get('content-type')).toMatch(/application\/json/);

  // The same session, read over fetch: the signing is there.
  const fetched = new ApiClient(app.url);
  fetched.cookie = lean.cookie;
  fetched.lastPosition = lean.lastPosition;
  const viaFetch = await fetched.get(`/api/appointmentapi/get/${saved.body.Id}`);
  const viaLean = await lean.get(`/api/appointmentapi/get/${saved.body.Id}`);
  expect(viaLean.status).toBe(200);
  expect(viaLean.body).toEqual(viaFetch.body);
  expect(viaLean.body.LastName).toBe('Peña');
});

it('gets the same refusals: no token, and no session', async () => {
  const lean = new LeanApiClient(app.url);
  await lean.register('lean-client-refusals@example.com');
  const withoutToken = Object.assign(new LeanApiClient(app.url), { cookie: lean.cookie });
  const viaFetch = Object.assign(new ApiClient(app.url), { cookie: lean.cookie });
  const [leanAnswer, fetchAnswer] = await Promise.all([
    withoutToken.post('/api/appointmentapi/save', signingBody()),
    viaFetch.post('/api/appointmentapi/save', signingBody()),
  ]);
  expect(leanAnswer.status).toBe(fetchAnswer.status);
  expect(leanAnswer.status).toBeGreaterThanOrEqual(400);
  expect(leanAnswer.body).toEqual(fetchAnswer.body);

  const stranger = await new LeanApiClient(app.url).get('/api/appointmentapi/summary/2026');
  expect(stranger.status).toBe(401);
});
