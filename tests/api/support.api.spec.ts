import { dataAccessStream } from '@notary/events';
import { ApiClient, signingBody } from '../support/api-client';
import { grantRole } from '../support/roles';
import { startTestApp, type TestApp } from '../support/test-app';
import { caughtUp } from '../support/deadline';

let app: TestApp;
let support: ApiClient;
let supportId: string;
let notary: ApiClient;
let notaryId: string;
let signingId: string;
let saveCorrelation: string;

beforeAll(async () => {
  app = await startTestApp();
  notary = new ApiClient(app.url);
  ({ UserId: notaryId } = await notary.register('support-notary@example.com'));
  const saved = await notary.post('/api/appointmentapi/save', signingBody({ LastName: 'Streamed' }));
  expect(saved.status).toBe(200);
  signingId = saved.body.Id;
  const changed = await notary.post('/api/appointmentapi/save', signingBody({ Id: signingId, LastName: 'Streamed again', Revision: saved.body.Revision }));
  expect(changed.status).toBe(200);
  // The support person's finder reads the streams catalogue: wait until it holds the notary's writes.
  await caughtUp(app.runtime.catalog, notary.lastPosition);

  support = new ApiClient(app.url);
  ({ UserId: supportId } = await support.register('support-staff@example.com'));
  await grantRole(app, supportId, 'support');
  saveCorrelation = (await app.runtime.stores.eventStore.readStream(`signing-${signingId}`))[0]!.metadata.correlationId;
});
afterAll(() => app.close());

/** The reads recorded on the notary's data-access stream, as the log holds them. */
const readsOf = async (ownerId: string) =>
  (await app.runtime.stores.eventStore.readStream(dataAccessStream(ownerId))).map((event) => event.data as Record<string, unknown>);

describe('/api/supportapi/streams: finding streams', () => {
  it('finds a notary’s streams by e-mail or id, newest activity first, and filters by kind', async () => {
    const byEmail = await support.get('/api/supportapi/streams?owner=Support-Notary@example.com');
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.OwnerId).toBe(notaryId);
    const ids = byEmail.body.Streams.map((s: { StreamId: string }) => s.StreamId);
    expect(ids).toEqual(expect.arrayContaining([`signing-${signingId}`, `user-${notaryId}`, `settings-${notaryId}`, 'user-email-support-notary@example.com']));
    const positions = byEmail.body.Streams.map((s: { LastPosition: number }) => s.LastPosition);
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
    expect(byEmail.body.Types).toEqual(expect.arrayContaining(['account', 'signing', 'email-claim', 'data-access']));

    const signings = await support.get(`/api/supportapi/streams?owner=${notaryId}&type=signing`);
    expect(signings.body).toMatchObject({ Total: 1, PageNumber: 1, PageSize: 25 });
    expect(signings.body.Streams).toEqual([
      {
        StreamId: `signing-${signingId}`,
        Type: 'signing',
        OwnerId: notaryId,
        OwnerEmail: 'support-notary@example.com',
        EventCount: 2,
        LastRevision: 1,
        FirstTime: expect.any(String),
        LastTime: expect.any(String),
        LastEventType: 'SigningDetailsChanged',
        LastPosition: expect.any(Number),
      },
    ]);
    // An e-mail claim is a kind of its own, though its id starts with `user-`.
    const claims = await support.get(`/api/supportapi/streams?owner=${notaryId}&type=email-claim`);
    expect(claims.body.Streams.map((s: { StreamId: string }) => s.StreamId)).toEqual(['user-email-support-notary@example.com']);
  });

  it('finds a stream by the start of its id, and pages', async () => {
    const byPrefix = await support.get(`/api/supportapi/streams?prefix=signing-${signingId.slice(0, 8)}`);
    expect(byPrefix.status).toBe(200);
    expect(byPrefix.body.Streams.map((s: { StreamId: string }) => s.StreamId)).toEqual([`signing-${signingId}`]);

    const first = await support.get(`/api/supportapi/streams?owner=${notaryId}&PageSize=2`);
    const second = await support.get(`/api/supportapi/streams?owner=${notaryId}&PageSize=2&PageNumber=2`);
    expect(first.body.Streams).toHaveLength(2);
    expect(first.body.Total).toBeGreaterThan(2);
    expect(second.body.Streams[0].LastPosition).toBeLessThan(first.body.Streams[1].LastPosition);
  });

  it('finds nothing for an e-mail nobody registered, and records no read for a list', async () => {
    const nobody = await support.get('/api/supportapi/streams?owner=nobody-here@example.com');
    expect(nobody.body).toMatchObject({ Streams: [], Total: 0, OwnerId: null });
    // The list shows ids, kinds and times, never data: nothing is recorded for it.
    expect(await readsOf(notaryId)).toEqual([]);
  });

  it('answers 400 to filters that are not ids', async () => {
    for (const query of [
      'prefix=signing-%7B%22%24gt%22%3A%22%22%7D',
      'type=Signing!',
      'owner=a%20b',
      'PageSize=1000',
      'PageNumber=0',
      `prefix=${'a'.repeat(301)}`,
    ]) {
      const answer = await support.get(`/api/supportapi/streams?${query}`);
      expect({ query, status: answer.status }).toEqual({ query, status: 400 });
      expect(answer.body.Response).toEqual(expect.any(String));
    }
  });
});

describe('/api/supportapi/stream/{streamId}: reading a stream', () => {
  it('answers every event with its revision, position, data and metadata, and records the read with its reason first', async () => {
    const stream = await support.get(`/api/supportapi/stream/signing-${signingId}?Why=${encodeURIComponent('Ticket 4411: the fee looks wrong')}`);
    expect(stream.status).toBe(200);
    expect(stream.body).toMatchObject({
      StreamId: `signing-${signingId}`,
      Type: 'signing',
      OwnerId: notaryId,
      OwnerEmail: 'support-notary@example.com',
      LastRevision: 1,
      NextRevision: null,
    });
    expect(stream.body.Events.map((e: { Revision: number; Type: string }) => [e.Revision, e.Type])).toEqual([
      [0, 'SigningScheduled'],
      [1, 'SigningDetailsChanged'],
    ]);
    const [scheduled, changed] = stream.body.Events;
    expect(scheduled).toMatchObject({
      EventId: expect.any(String),
      StreamId: `signing-${signingId}`,
      Position: expect.any(Number),
      Time: expect.any(String),
      Data: expect.objectContaining({ SigningId: signingId }),
      Metadata: {
        ownerId: notaryId,
        actorId: notaryId,
        correlationId: saveCorrelation,
        causationId: expect.any(String),
        commandId: expect.any(String),
        occurredAt: expect.any(String),
        schemaVersion: 1,
      },
    });
    expect(changed.Position).toBeGreaterThan(scheduled.Position);
    expect(changed.Metadata.correlationId).not.toBe(saveCorrelation);

    expect(await readsOf(notaryId)).toEqual([
      {
        OperatorId: supportId,
        OperatorEmail: 'support-staff@example.com',
        Role: 'support',
        What: `Stream signing-${signingId}`,
        Why: 'Ticket 4411: the fee looks wrong',
      },
    ]);
  });

  it('pages a long stream with FromRevision and MaxCount', async () => {
    const first = await support.get(`/api/supportapi/stream/signing-${signingId}?MaxCount=1`);
    expect(first.body.Events.map((e: { Revision: number }) => e.Revision)).toEqual([0]);
    expect(first.body.NextRevision).toBe(1);
    const next = await support.get(`/api/supportapi/stream/signing-${signingId}?FromRevision=1&MaxCount=1`, { 'X-Access-Reason': 'Ticket 4411' });
    expect(next.body.Events.map((e: { Revision: number }) => e.Revision)).toEqual([1]);
    expect(next.body.NextRevision).toBeNull();
    expect((await readsOf(notaryId)).at(-1)).toMatchObject({ What: `Stream signing-${signingId}`, Why: 'Ticket 4411' });
  });

  it('answers 404 to a stream that does not exist, and 400 to an id that is not one', async () => {
    const missing = await support.get('/api/supportapi/stream/signing-00000000-0000-0000-0000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.Response).toBe('There is no stream with this id.');
    for (const bad of ['signing-%24where', '-leading-dash', 'signing-a%20b', 'signing-%7B%7D']) {
      expect({ bad, status: (await support.get(`/api/supportapi/stream/${bad}`)).status }).toEqual({ bad, status: 400 });
    }
    expect((await support.get(`/api/supportapi/stream/signing-${signingId}?MaxCount=5000`)).status).toBe(400);
  });
});

describe('/api/supportapi/correlation/{correlationId}: following one request', () => {
  it('answers every event the signing’s save caused, across streams, in log order, and records the read', async () => {
    const before = (await readsOf(notaryId)).length;
    const followed = await support.get(`/api/supportapi/correlation/${saveCorrelation}`);
    expect(followed.status).toBe(200);
    expect(followed.body.CorrelationId).toBe(saveCorrelation);
    const events = followed.body.Events as Array<{ StreamId: string; Type: string; Position: number; Metadata: { correlationId: string } }>;
    expect(events.map((e) => e.Type)).toEqual(expect.arrayContaining(['SigningScheduled', 'TrialSigningUsed']));
    // The save scheduled the signing and used one of the trial's signings on the account: two streams.
    expect(new Set(events.map((e) => e.StreamId))).toEqual(new Set([`signing-${signingId}`, `user-${notaryId}`]));
    expect(events.every((e) => e.Metadata.correlationId === saveCorrelation)).toBe(true);
    expect(events.map((e) => e.Position)).toEqual([...events.map((e) => e.Position)].sort((a, b) => a - b));
    const reads = await readsOf(notaryId);
    expect(reads).toHaveLength(before + 1);
    expect(reads.at(-1)).toMatchObject({ What: `Events of request ${saveCorrelation}`, Why: null, Role: 'support' });
  });

  it('answers 404 to a correlation nothing carries, and 400 to one that is not an id', async () => {
    const none = await support.get('/api/supportapi/correlation/00000000-0000-0000-0000-000000000000');
    expect(none.status).toBe(404);
    expect(none.body.Response).toBe('No event carries this correlation id.');
    expect((await support.get(`/api/supportapi/correlation/${'c'.repeat(65)}`)).status).toBe(400);
    expect((await support.get('/api/supportapi/correlation/a.b')).status).toBe(400);
  });
});

describe('who may read the log', () => {
  it('lets an admin in, reading as admin', async () => {
    const admin = new ApiClient(app.url);
    const { UserId } = await admin.register('support-admin@example.com');
    await grantRole(app, UserId, 'admin');
    expect((await admin.get(`/api/supportapi/streams?owner=${notaryId}`)).status).toBe(200);
    expect((await admin.get(`/api/supportapi/stream/user-${notaryId}`)).status).toBe(200);
    expect((await readsOf(notaryId)).at(-1)).toMatchObject({ OperatorId: UserId, Role: 'admin', What: `Stream user-${notaryId}` });
  });

  it('answers 403 to a notary and 401 without a session, and records nothing for them', async () => {
    const before = (await readsOf(notaryId)).length;
    const other = new ApiClient(app.url);
    await other.register('support-other-notary@example.com');
    for (const path of ['/api/supportapi/streams', `/api/supportapi/stream/signing-${signingId}`, `/api/supportapi/correlation/${saveCorrelation}`]) {
      expect({ path, status: (await other.get(path)).status }).toEqual({ path, status: 403 });
      expect({ path, status: (await notary.get(path)).status }).toEqual({ path, status: 403 });
      expect({ path, status: (await new ApiClient(app.url).get(path)).status }).toEqual({ path, status: 401 });
    }
    expect(await readsOf(notaryId)).toHaveLength(before);
  });
});
