import * as fs from 'node:fs';
import * as path from 'node:path';
import { ManualClock } from '@notary/platform';
import { CalendarSyncWorker, googleEventIdOf } from '@notary/policies';
import { ApiClient, signingBody } from '../support/api-client';
import { eventually, GoogleFakes, googleEnv } from '../support/google-fakes';
import { startTestApp, type TestApp } from '../support/test-app';

// Google Calendar (issue 17, calendars): consent, then each save and delete pushed through the outbox.
let fakes: GoogleFakes;
let app: TestApp;
let ann: ApiClient;
const clock = new ManualClock(new Date('2026-01-15T15:00:00.000Z'));

beforeAll(async () => {
  fakes = await new GoogleFakes().start();
  app = await startTestApp({ clock, env: googleEnv(fakes) });
  ann = new ApiClient(app.url);
  await ann.register('google@example.com');
});
afterAll(async () => {
  await app.close();
  await fakes.stop();
});

const worker = () => app.runtime.background!.job(CalendarSyncWorker)!;

async function connect(client: ApiClient, code = 'good-code') {
  const consent = await client.get('/api/settingsapi/getconsenturl');
  expect(consent.status).toBe(200);
  const url = new URL(consent.body.ConsentUrl);
  // Google would show its consent page, then send the browser back with a code and the same state.
  const back = new URL(url.searchParams.get('redirect_uri')!);
  back.searchParams.set('code', code);
  back.searchParams.set('state', url.searchParams.get('state')!);
  return callback(client, back.search);
}

/** Google's redirect back, as the browser follows it: a cross-site navigation with the session cookie. */
async function callback(client: ApiClient, search: string) {
  const response = await fetch(`${client.baseUrl}/api/googlecalendar/callback${search}`, {
    redirect: 'manual',
    headers: { cookie: client.cookie, 'sec-fetch-site': 'cross-site' },
  });
  return { status: response.status, headers: response.headers };
}

describe('Google Calendar', () => {
  it('gives a consent URL with a state bound to the notary, and the callback connects the calendar', async () => {
    expect((await ann.get('/api/settingsapi/googlecalendar')).body).toMatchObject({ Available: true, Connected: false });
    const consent = await ann.get('/api/settingsapi/getconsenturl');
    const url = new URL(consent.body.ConsentUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${fakes.url}/o/oauth2/v2/auth`);
    expect(url.searchParams.get('client_id')).toBe('client-id');
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('scope')).toBe('https://www.googleapis.com/auth/calendar.events');
    expect(url.searchParams.get('redirect_uri')).toBe(`${app.url}/api/googlecalendar/callback`);
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Another notary cannot finish this notary's consent with its state.
    const bob = new ApiClient(app.url);
    await bob.register('google-bob@example.com');
    const stolen = await callback(bob, `?code=good-code&state=${url.searchParams.get('state')}`);
    expect([stolen.status, stolen.headers.get('location')]).toEqual([303, '/?settings=googleCalendar&googleCalendar=failed']);
    expect((await bob.get('/api/settingsapi/googlecalendar')).body.Connected).toBe(false);

    const back = await connect(ann);
    expect([back.status, back.headers.get('location')]).toEqual([303, '/?settings=googleCalendar&googleCalendar=connected']);
    const status = (await ann.get('/api/settingsapi/googlecalendar')).body;
    expect(status).toMatchObject({ Available: true, Connected: true, TimeZone: 'America/Chicago', Failures: [] });
    expect((await ann.get('/api/settingsapi/get')).body.GoogleCalendarEnabled).toBe(true);
    // The code was exchanged at the token endpoint; the refresh token went nowhere near the log.
    expect(fakes.callsTo('POST', '/token')[0]!.body).toMatchObject({ grant_type: 'authorization_code', code: 'good-code' });
    for (const file of fs.readdirSync(app.dataDir).filter((name) => /^(events|read-models)/.test(name))) {
      expect(fs.readFileSync(path.join(app.dataDir, file)).includes('refresh-token-1')).toBe(false);
    }
  });

  it('pushes a saved signing (summary, time, place; no signer phone or e-mail), its update and its deletion', async () => {
    const saved = await ann.post(
      '/api/appointmentapi/save',
      signingBody({
        LastName: 'Núñez',
        FirstName: 'Eva',
        AppointmentDate: '2026-12-03',
        Address1: '12 Main St',
        CellPhone: '512-555-0199',
        EmailAddress: 'eva@example.com',
      }),
    );
    expect(saved.status).toBe(200);
    const eventId = googleEventIdOf(saved.body.Id);
    const inserted = await eventually(() => fakes.events.get(eventId), 'the signing inserted in Google Calendar');
    expect(inserted).toMatchObject({
      id: eventId,
      summary: 'Signing: Núñez, Eva',
      location: '12 Main St, Austin, TX',
      start: { dateTime: '2026-12-03T14:30:00', timeZone: 'America/Chicago' },
      end: { dateTime: '2026-12-03T15:30:00', timeZone: 'America/Chicago' },
      status: 'confirmed',
    });
    expect(JSON.stringify(fakes.callsTo('POST', '/events'))).not.toMatch(/512-555-0199|eva@example\.com/);

    const moved = await ann.post('/api/appointmentapi/save', {
      ...signingBody({ LastName: 'Núñez', FirstName: 'Eva', AppointmentDate: '2026-12-04', Address1: '12 Main St' }),
      Id: saved.body.Id,
      Revision: saved.body.Revision,
    });
    expect(moved.status).toBe(200);
    await eventually(() => fakes.events.get(eventId)?.start?.dateTime === '2026-12-04T14:30:00', 'the change updated in Google Calendar');
    expect(fakes.callsTo('PUT', `/events/${eventId}`).length).toBeGreaterThanOrEqual(1);

    expect((await ann.post(`/api/appointmentapi/delete/${saved.body.Id}`)).status).toBe(200);
    await eventually(() => fakes.events.get(eventId)?.status === 'cancelled', 'the deleted signing removed from Google Calendar');
  });

  it('retries a failed push with backoff, and then it goes through', async () => {
    fakes.failNext(1);
    const saved = await ann.post('/api/appointmentapi/save', signingBody({ LastName: 'Okafor', AppointmentDate: '2026-11-20' }));
    const eventId = googleEventIdOf(saved.body.Id);
    const failures = await eventually(async () => {
      const status = (await ann.get('/api/settingsapi/googlecalendar')).body;
      return status.Failures.length ? status.Failures : null;
    }, 'the failure shown');
    expect(failures).toEqual([
      { SigningId: saved.body.Id, State: 'Retrying', Attempts: 1, LastError: expect.stringContaining('503'), NextAttemptAt: '2026-01-15T15:01:00.000Z' },
    ]);
    expect(fakes.events.has(eventId)).toBe(false);
    // Not before its time.
    await worker().runDue();
    expect(fakes.events.has(eventId)).toBe(false);

    clock.advance(61_000);
    await worker().runDue();
    await eventually(() => fakes.events.get(eventId), 'the retry inserted the signing');
    await eventually(async () => (await ann.get('/api/settingsapi/googlecalendar')).body.Failures.length === 0, 'the failure cleared');
    const types = (await app.runtime.stores.eventStore.readStream(`calendar-sync-${saved.body.Id}`)).map((event) => [
      event.type,
      (event.data as { Attempt?: number }).Attempt,
    ]);
    expect(types).toEqual([
      ['CalendarPostRequested', undefined],
      ['CalendarPostFailed', 1],
      ['CalendarPosted', 2],
    ]);
  });

  it('calendarpost and calendarremovepost push one signing by hand; only the notary’s own', async () => {
    const saved = await ann.post('/api/appointmentapi/save', signingBody({ LastName: 'Hand', AppointmentDate: '2026-10-01' }));
    const eventId = googleEventIdOf(saved.body.Id);
    await eventually(() => fakes.events.get(eventId), 'the signing posted');
    const removed = await ann.post('/api/appointmentapi/calendarremovepost', { Id: saved.body.Id });
    expect(removed.status).toBe(200);
    expect(removed.body.Requested).toBe(true);
    await eventually(() => fakes.events.get(eventId)?.status === 'cancelled', 'removed by hand');
    expect((await ann.post('/api/appointmentapi/calendarpost', { Id: saved.body.Id })).status).toBe(200);
    await eventually(() => fakes.events.get(eventId)?.status === 'confirmed', 'posted again by hand');

    const bob = new ApiClient(app.url);
    await bob.register('google-carl@example.com');
    await connect(bob);
    expect((await bob.post('/api/appointmentapi/calendarpost', { Id: saved.body.Id })).status).toBe(404);
  });

  it('disconnects: the token is forgotten and nothing more is pushed', async () => {
    expect((await ann.post('/api/settingsapi/googlecalendar/disconnect')).status).toBe(200);
    expect((await ann.get('/api/settingsapi/googlecalendar')).body).toMatchObject({ Available: true, Connected: false });
    expect((await ann.get('/api/settingsapi/get')).body.GoogleCalendarEnabled).toBe(false);
    const before = fakes.calls.length;
    const saved = await ann.post('/api/appointmentapi/save', signingBody({ LastName: 'After' }));
    expect((await ann.post('/api/appointmentapi/calendarpost', { Id: saved.body.Id })).status).toBe(400);
    await worker().runDue();
    expect(fakes.calls.slice(before).filter((call) => call.path.includes('/events'))).toEqual([]);
  });
});

describe('Google Calendar, when the server has no Google credentials', () => {
  let off: TestApp;
  let dee: ApiClient;
  beforeAll(async () => {
    off = await startTestApp();
    dee = new ApiClient(off.url);
    await dee.register('google-off@example.com');
  });
  afterAll(() => off.close());

  it('is hidden: the status says unavailable and every call answers 404', async () => {
    expect((await dee.get('/api/settingsapi/googlecalendar')).body).toEqual({
      Available: false,
      Connected: false,
      ConnectedAt: null,
      TimeZone: null,
      Failures: [],
    });
    expect((await dee.get('/api/settingsapi/getconsenturl')).status).toBe(404);
    expect((await callback(dee, '?code=x&state=y')).status).toBe(404);
    const saved = await dee.post('/api/appointmentapi/save', signingBody());
    expect((await dee.post('/api/appointmentapi/calendarpost', { Id: saved.body.Id })).status).toBe(404);
    expect((await dee.post('/api/appointmentapi/calendarremovepost', { Id: saved.body.Id })).status).toBe(404);
    expect(off.runtime.background!.job(CalendarSyncWorker)).toBeUndefined();
  });
});
