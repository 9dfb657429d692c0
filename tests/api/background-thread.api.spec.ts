import type { ProjectionItem, ProjectionsAnswer } from '@notary/contracts';
import { signingsProjection } from '@notary/read-models';
import { ApiClient, signingBody } from '../support/api-client';
import { eventually } from '../support/google-fakes';
import { connectLive, nextEvent } from '../support/live-client';
import { grantRole } from '../support/roles';
import { startTestApp, type TestApp } from '../support/test-app';
import { caughtUp } from '../support/deadline';

/**
 * The app as `npm start` runs it: the projector and the background jobs on a worker thread with their
 * own connections to DATA_DIR's files. Everything a notary and an operator rely on must cross the
 * threads: the log growing (the API appends, the projector reads), the announcements (the projector
 * publishes, the sockets and read-your-writes listen), the read models (the projector writes, the API
 * reads, across a rebuild's new generation), and the jobs' own appends.
 */
let app: TestApp;
let ann: ApiClient;
let admin: ApiClient;

beforeAll(async () => {
  app = await startTestApp({ backgroundIn: 'worker-thread' });
  ann = new ApiClient(app.url);
  await ann.register('thread-ann@example.com');
  admin = new ApiClient(app.url);
  await grantRole(app, (await admin.register('thread-admin@example.com')).UserId, 'admin');
}, 120_000);
afterAll(() => app?.close());

const signingsStatus = async (): Promise<ProjectionItem & { Head: number }> => {
  const list = (await admin.get('/api/operationsapi/projections')).body as ProjectionsAnswer;
  return { ...list.Projections.find((p) => p.Name === 'signings')!, Head: list.HeadPosition };
};

describe('the background work on its own thread (npm start)', () => {
  it('runs the projector there: no projector on the API thread, every projection running at the head', async () => {
    expect(app.runtime.projector).toBeNull();
    expect(app.runtime.backgroundThread).not.toBeNull();
    const health = (await admin.get('/api/health')).body as { Status: string; WalCheckpointer: string; Projections: Array<{ Name: string; State: string }> };
    expect(health.Status).toBe('ok');
    // The thread that checkpoints the files runs beside them.
    expect(health.WalCheckpointer).toBe('running');
    expect(health.Projections.map((p) => p.Name)).toContain('signings');
    expect(health.Projections.every((p) => p.State === 'running')).toBe(true);
  });

  it('a saved signing reaches the notary’s open screen and the very next read', async () => {
    const screen = await connectLive(app.url, ann.cookie);
    try {
      const pushed = nextEvent(screen, 'signing.saved');
      const saved = await ann.post('/api/appointmentapi/save', signingBody({ LastName: 'Threaded' }));
      expect(saved.status).toBe(200);
      expect(await pushed).toEqual({ Id: saved.body.Id, Position: saved.body.Position });
      // Read-your-writes: the next read waits for the worker's projection of that position.
      const page = await ann.query('/api/appointmentapi/getpage', { PageNumber: 1, PageSize: 20 });
      expect(page.status).toBe(200);
      expect(JSON.stringify(page.body)).toContain(saved.body.Id);
    } finally {
      screen.close();
    }
  });

  it('a job on the worker thread acts on its own: deleting a signing removes its expenses', async () => {
    const signing = (await ann.post('/api/appointmentapi/save', signingBody({ LastName: 'With expenses' }))).body;
    const parking = { Date: '2026-03-10', Payee: 'City parking', Details: 'Meter', Amount: 12, CategoryKey: 2, AppointmentId: signing.Id };
    expect((await ann.post('/api/expenseapi/save', parking)).status).toBe(200);
    expect((await ann.get(`/api/expenseapi/getappointment/${signing.Id}`)).body.Expenses).toHaveLength(1);
    expect((await ann.post(`/api/appointmentapi/delete/${signing.Id}`)).status).toBe(200);
    await eventually(
      async () => ((await ann.get(`/api/expenseapi/getappointment/${signing.Id}`)).body.Expenses as unknown[]).length === 0,
      "the signing-expenses policy (worker thread) to delete the signing's expense",
    );
  });

  it('a rebuild requested from the panel runs there, and the API then reads the new generation', async () => {
    await ann.post('/api/appointmentapi/save', signingBody({ LastName: 'Before the rebuild' }));
    await caughtUp(app.runtime.catalog, ann.lastPosition);
    const before = await signingsStatus();
    const documents = async () => {
      const all: Record<string, unknown[]> = {};
      for (const logical of signingsProjection.collections) all[logical] = await app.runtime.catalog.collection(logical).find({}, { sort: { _id: 1 } });
      return all;
    };
    const documentsBefore = await documents();
    expect(documentsBefore.signings?.length).toBeGreaterThan(0);
    expect((await admin.post('/api/operationsapi/projections/signings/rebuild', { Why: 'worker thread test' })).status).toBe(202);
    const rebuilt = await eventually(async () => {
      const now = await signingsStatus();
      return now.Generation > before.Generation && now.State === 'running' && now.Position === now.Head ? now : null;
    }, 'the rebuild to switch in');
    expect(rebuilt).toMatchObject({ Generation: before.Generation + 1, Error: null, Rebuild: null });
    await eventually(async () => JSON.stringify(await documents()) === JSON.stringify(documentsBefore), 'the new generation to be read');
    const again = await ann.post('/api/appointmentapi/save', signingBody({ LastName: 'After the rebuild' }));
    const page = await ann.query('/api/appointmentapi/getpage', { PageNumber: 1, PageSize: 20 });
    expect(JSON.stringify(page.body)).toContain(again.body.Id);
  });

  it('a thread that dies is started again, and its projections go on from where they stopped', async () => {
    const screen = await connectLive(app.url, ann.cookie);
    try {
      await app.runtime.backgroundThread!.kill();
      // Saved while no projector runs: the log takes it, the screen hears of it once the thread is back.
      const pushed = nextEvent(screen, 'signing.saved', () => true, 15_000);
      const saved = await ann.post('/api/appointmentapi/save', signingBody({ LastName: 'After the crash' }));
      expect(saved.status).toBe(200);
      expect(await pushed).toEqual({ Id: saved.body.Id, Position: saved.body.Position });
      const page = await ann.query('/api/appointmentapi/getpage', { PageNumber: 1, PageSize: 20 });
      expect(JSON.stringify(page.body)).toContain(saved.body.Id);
      const status = await signingsStatus();
      expect(status).toMatchObject({ State: 'running', Error: null });
      expect(status.Position).toBeGreaterThanOrEqual(saved.body.Position);
      // The jobs came back too: the signing-expenses policy acts again.
      const parking = { Date: '2026-03-11', Payee: 'Garage', Details: 'Parking', Amount: 9, CategoryKey: 2, AppointmentId: saved.body.Id };
      expect((await ann.post('/api/expenseapi/save', parking)).status).toBe(200);
      expect((await ann.post(`/api/appointmentapi/delete/${saved.body.Id}`)).status).toBe(200);
      await eventually(
        async () => ((await ann.get(`/api/expenseapi/getappointment/${saved.body.Id}`)).body.Expenses as unknown[]).length === 0,
        'the restarted thread to delete the signing’s expense',
      );
    } finally {
      screen.close();
    }
  }, 90_000);
});
