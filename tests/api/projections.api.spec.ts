import { randomUUID } from 'node:crypto';
import { PROJECTION_OPERATIONS_STREAM } from '@notary/events';
import { signingsProjection } from '@notary/read-models';
import type { ProjectionItem, ProjectionsAnswer } from '@notary/contracts';
import { ApiClient, signingBody } from '../support/api-client';
import { grantRole } from '../support/roles';
import { startTestApp, type TestApp } from '../support/test-app';
import { caughtUp, SETTLE_MS } from '../support/deadline';

let app: TestApp;
let admin: ApiClient;
let support: ApiClient;
let notary: ApiClient;
let notaryId: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = new ApiClient(app.url);
  await grantRole(app, (await admin.register('projections-admin@example.com')).UserId, 'admin');
  support = new ApiClient(app.url);
  await grantRole(app, (await support.register('projections-support@example.com')).UserId, 'support');
  notary = new ApiClient(app.url);
  notaryId = (await notary.register('projections-notary@example.com')).UserId;
});
afterAll(() => app.close());

const PROJECTIONS = '/api/operationsapi/projections';

async function projections(client = admin): Promise<ProjectionsAnswer> {
  const answer = await client.get(PROJECTIONS);
  expect(answer.status).toBe(200);
  return answer.body as ProjectionsAnswer;
}

const signings = async (): Promise<ProjectionItem> => (await projections()).Projections.find((p) => p.Name === 'signings')!;

/** Polls the list (the projector acts on its own time) until `done` holds, or answers it as it is after SETTLE_MS. */
async function until(done: (projection: ProjectionItem, head: number) => boolean): Promise<ProjectionItem> {
  const deadline = Date.now() + SETTLE_MS;
  for (;;) {
    const list = await projections();
    const projection = list.Projections.find((p) => p.Name === 'signings')!;
    if (done(projection, list.HeadPosition) || Date.now() > deadline) return projection;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A change to a signing that was never scheduled: the signings projection cannot apply it. */
async function appendPoison(): Promise<{ id: string; position: number; streamId: string }> {
  const id = randomUUID();
  const streamId = `signing-ghost-${id.slice(0, 8)}`;
  const written = await app.runtime.stores.eventStore.appendToStream(
    streamId,
    [
      {
        id,
        type: 'SigningDetailsChanged',
        data: { SigningId: `ghost-${id}`, Changes: { City: 'Nowhere' } },
        metadata: {
          ownerId: notaryId,
          actorId: notaryId,
          correlationId: randomUUID(),
          causationId: randomUUID(),
          commandId: randomUUID(),
          occurredAt: new Date().toISOString(),
          schemaVersion: 1,
        },
      },
    ],
    { expectedRevision: 'no_stream' },
  );
  await caughtUp(app.runtime.catalog, written.position);
  return { id, position: written.position, streamId };
}

describe('/api/operationsapi/projections: the operators’ projections panel', () => {
  it('lists every projection with its position, the head, the lag and its state, to admins and support', async () => {
    const saved = await notary.post('/api/appointmentapi/save', signingBody());
    await caughtUp(app.runtime.catalog, saved.body.Position);
    for (const client of [admin, support]) {
      const list = await projections(client);
      expect(list).toMatchObject({ Mode: 'embedded', LagUnit: 'events', HeadPosition: expect.any(Number) });
      expect(list.Projections.map((p) => p.Name)).toContain('signings');
      expect(list.Projections.find((p) => p.Name === 'signings')).toMatchObject({
        Version: signingsProjection.version,
        Generation: expect.any(Number),
        Position: list.HeadPosition,
        Lag: 0,
        State: 'running',
        Error: null,
        Rebuild: null,
      });
    }
  });

  it('refuses notaries (403) and anonymous callers (401), reads and operations alike', async () => {
    expect((await notary.get(PROJECTIONS)).status).toBe(403);
    expect((await notary.post(`${PROJECTIONS}/signings/rebuild`, {})).status).toBe(403);
    expect((await notary.post(`${PROJECTIONS}/signings/skip`, { Position: 1, Why: 'x' })).status).toBe(403);
    expect((await new ApiClient(app.url).get(PROJECTIONS)).status).toBe(401);
  });

  it('shows a poison event, refuses to skip another one (409), then skips exactly it on the record and resumes', async () => {
    const poison = await appendPoison();
    const after = await notary.post('/api/appointmentapi/save', signingBody({ LastName: 'After The Poison' }));
    await caughtUp(app.runtime.catalog, after.body.Position);

    const stopped = await signings();
    expect(stopped).toMatchObject({
      State: 'failed',
      Position: poison.position - 1,
      Error: {
        Position: poison.position,
        EventId: poison.id,
        EventType: 'SigningDetailsChanged',
        StreamId: poison.streamId,
        Revision: 0,
        Message: expect.any(String),
      },
    });
    expect(stopped.Lag).toBeGreaterThan(0);

    // The screen was stale, or the operator mistyped: nothing is skipped.
    const wrong = await admin.post(`${PROJECTIONS}/signings/skip`, { Position: poison.position + 1, Why: 'a test' });
    expect(wrong.status).toBe(409);
    expect(wrong.body.Response).toContain(`stopped at position ${poison.position}`);
    expect((await signings()).State).toBe('failed');
    // A skip says why.
    expect((await admin.post(`${PROJECTIONS}/signings/skip`, { Position: poison.position })).status).toBe(400);
    expect((await admin.post(`${PROJECTIONS}/nothing-here/skip`, { Position: 1, Why: 'x' })).status).toBe(404);

    const skipped = await support.post(`${PROJECTIONS}/signings/skip`, { Position: poison.position, Why: 'A ghost signing left by a test' });
    expect(skipped.status).toBe(202);
    expect(skipped.body).toMatchObject({ Projection: 'signings', Operation: 'skip', Position: expect.any(Number) });
    const resumed = await until((p) => p.State === 'running');
    expect(resumed).toMatchObject({ State: 'running', Error: null });
    expect(resumed.Position).toBeGreaterThanOrEqual(after.body.Position);
    // The signing saved after the poison event is there.
    expect((await notary.get(`/api/appointmentapi/get/${after.body.Id}`)).body.LastName).toBe('After The Poison');

    // The decision is on the record: who skipped which event, and why.
    const record = await app.runtime.stores.eventStore.readStream(PROJECTION_OPERATIONS_STREAM);
    expect(record.at(-1)).toMatchObject({
      type: 'ProjectionEventSkipped',
      data: {
        Projection: 'signings',
        OperatorEmail: 'projections-support@example.com',
        Position: poison.position,
        EventId: poison.id,
        EventType: 'SigningDetailsChanged',
        StreamId: poison.streamId,
        Revision: 0,
        Why: 'A ghost signing left by a test',
      },
    });
    // Skipping again has nothing to skip.
    expect((await admin.post(`${PROJECTIONS}/signings/skip`, { Position: poison.position, Why: 'again' })).status).toBe(409);
  });

  it('retries a poison event: it is tried again, and stops again while it still cannot be applied', async () => {
    const poison = await appendPoison();
    const stopped = await until((p) => p.State === 'failed');
    expect(stopped.Error).toMatchObject({ Position: poison.position });

    const retried = await admin.post(`${PROJECTIONS}/signings/retry`, { Why: 'the fix is deployed' });
    expect(retried.status).toBe(202);
    const again = await until((p) => p.State === 'failed' && p.Error!.At !== stopped.Error!.At);
    expect(again).toMatchObject({ State: 'failed', Error: { Position: poison.position, EventId: poison.id } });
    expect((await app.runtime.stores.eventStore.readStream(PROJECTION_OPERATIONS_STREAM)).at(-1)).toMatchObject({
      type: 'ProjectionRetryRequested',
      data: { Projection: 'signings', Position: poison.position, OperatorEmail: 'projections-admin@example.com', Why: 'the fix is deployed' },
    });

    await admin.post(`${PROJECTIONS}/signings/skip`, { Position: poison.position, Why: 'ghost' });
    expect((await until((p) => p.State === 'running')).State).toBe('running');
    // Nothing to retry on a running projection.
    expect((await admin.post(`${PROJECTIONS}/signings/retry`, {})).status).toBe(409);
  });

  it('rebuilds side by side: answers 202 at once, and ends at the head with the same documents', async () => {
    for (let i = 0; i < 5; i++) await notary.post('/api/appointmentapi/save', signingBody({ LastName: `Rebuilt ${i}` }));
    await caughtUp(app.runtime.catalog, notary.lastPosition);
    const documents = async () => {
      const all: Record<string, unknown[]> = {};
      for (const logical of signingsProjection.collections) all[logical] = await app.runtime.catalog.collection(logical).find({}, { sort: { _id: 1 } });
      return all;
    };
    const before = await signings();
    const documentsBefore = await documents();

    const rebuild = await admin.post(`${PROJECTIONS}/signings/rebuild`, { Why: 'a test' });
    expect(rebuild.status).toBe(202);
    expect(rebuild.body).toMatchObject({ Projection: 'signings', Operation: 'rebuild' });

    const rebuilt = await until((p, head) => p.Generation > before.Generation && p.State === 'running' && p.Position === head);
    expect(rebuilt).toMatchObject({ Generation: before.Generation + 1, State: 'running', Lag: 0, Rebuild: null, Error: null });
    expect(await documents()).toEqual(documentsBefore);
  });
});
