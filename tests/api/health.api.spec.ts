import { allProjections } from '@notary/read-models';
import { randomUUID } from 'node:crypto';
import { ApiClient } from '../support/api-client';
import { grantRole } from '../support/roles';
import { startTestApp, type TestApp } from '../support/test-app';
import { caughtUp } from '../support/deadline';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('GET /api/health', () => {
  it('answers anyone the stores and each projection with its state and lag, but no log positions', async () => {
    const answer = await new ApiClient(app.url).get('/api/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ Status: 'ok', EventStore: 'ok', ReadModels: 'ok' });
    expect(answer.body.HeadPosition).toBeUndefined();
    // Every projection the app runs, and nothing else.
    expect(answer.body.Projections.map((p: { Name: string }) => p.Name).sort()).toEqual(allProjections.map((p) => p.name).sort());
    for (const projection of answer.body.Projections) expect(projection).toEqual({ Name: expect.any(String), Lag: expect.any(Number), State: 'running' });
  });

  it('shows support staff each projection’s position', async () => {
    const sam = new ApiClient(app.url);
    const { UserId } = await sam.register('health-support@example.com');
    await grantRole(app, UserId, 'support');
    const answer = await sam.get('/api/health');
    expect(answer.body.HeadPosition).toEqual(expect.any(Number));
    for (const projection of answer.body.Projections)
      expect(projection).toEqual({ Name: expect.any(String), Position: expect.any(Number), Lag: expect.any(Number), State: 'running' });
  });

  it('says when the thread that keeps the SQLite write-ahead logs short is down: degraded for anyone, why for operators', async () => {
    // This app runs no such thread (npm start does, see background-thread.api.spec.ts): its state is stood in for.
    const stores = app.runtime.stores;
    let failure: string | null = 'The WAL checkpointer thread failed: /data/events.sqlite: disk I/O error';
    stores.checkpointerFailure = () => failure;
    try {
      const anyone = await new ApiClient(app.url).get('/api/health');
      expect(anyone.status).toBe(200);
      expect(anyone.body).toMatchObject({ Status: 'degraded', EventStore: 'ok', ReadModels: 'ok', WalCheckpointer: 'restarting' });
      expect(anyone.body.WalCheckpointerError).toBeUndefined();

      const sam = new ApiClient(app.url);
      await grantRole(app, (await sam.register('health-wal@example.com')).UserId, 'support');
      expect((await sam.get('/api/health')).body).toMatchObject({ Status: 'degraded', WalCheckpointer: 'restarting', WalCheckpointerError: failure });

      // Started again: healthy, and nothing more to say.
      failure = null;
      const after = (await sam.get('/api/health')).body;
      expect(after).toMatchObject({ Status: 'ok', WalCheckpointer: 'running' });
      expect(after.WalCheckpointerError).toBeUndefined();
    } finally {
      delete stores.checkpointerFailure;
    }
    expect((await new ApiClient(app.url).get('/api/health')).body.WalCheckpointer).toBeUndefined();
  });

  it('shows a projection stopped by an event it cannot apply, while the others go on', async () => {
    const ann = new ApiClient(app.url);
    const { UserId } = await ann.register('health@example.com');
    await grantRole(app, UserId, 'admin');
    // An event the signings projection cannot apply: a change to a signing that was never scheduled.
    const broken = {
      id: randomUUID(),
      type: 'SigningDetailsChanged',
      data: { SigningId: 'ghost', Changes: { City: 'Nowhere' } },
      metadata: {
        ownerId: UserId,
        actorId: UserId,
        correlationId: randomUUID(),
        causationId: randomUUID(),
        commandId: randomUUID(),
        occurredAt: new Date().toISOString(),
        schemaVersion: 1,
      },
    };
    const written = await app.runtime.stores.eventStore.appendToStream('signing-ghost', [broken], { expectedRevision: 'any' });
    const customer = await ann.post('/api/customerapi/save', { Name: 'Still Projected' });
    await caughtUp(app.runtime.catalog, customer.body.Position);

    const health = (await ann.get('/api/health')).body;
    expect(health.Status).toBe('degraded');
    const signings = health.Projections.find((p: { Name: string }) => p.Name === 'signings');
    expect(signings).toMatchObject({
      State: 'failed',
      Position: written.position - 1,
      Error: { Position: written.position, EventId: broken.id, EventType: 'SigningDetailsChanged', Message: expect.any(String) },
    });
    expect(health.Projections.find((p: { Name: string }) => p.Name === 'customers')).toMatchObject({ State: 'running', Lag: 0 });
    expect((await ann.get('/api/customerapi/get/')).body.map((c: { Name: string }) => c.Name)).toEqual(['Still Projected']);
  });
});
