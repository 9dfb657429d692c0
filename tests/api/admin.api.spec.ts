import { ApiClient, signingBody } from '../support/api-client';
import { grantRole } from '../support/roles';
import { startTestApp, type TestApp } from '../support/test-app';
import { caughtUp } from '../support/deadline';

// Issue 16, Admin: the users list with counts and statuses, the admins' dashboard, and one user's
// whole history (each look at it recorded on the notary's data-access stream).

let app: TestApp;
let admin: ApiClient;
let adminId: string;
let maria: ApiClient;
let mariaId: string;
let jose: ApiClient;
let joseId: string;

/** An admin's reads follow other people's writes: wait until the read models hold the last one. */
const readModelsHold = async (...clients: ApiClient[]) => {
  for (const client of clients) await caughtUp(app.runtime.catalog, client.lastPosition);
};

const expense = (overrides: Record<string, unknown> = {}) => ({
  Date: '2026-03-10',
  Payee: 'NNA',
  Details: 'Membership',
  Amount: 89,
  CategoryKey: 22,
  ...overrides,
});

beforeAll(async () => {
  // Two signings use up a trial here, so one notary reaches Trial Expired without waiting 30 days.
  app = await startTestApp({ env: { TRIAL_SIGNINGS: '2' } });
  admin = new ApiClient(app.url);
  adminId = (await admin.register('admin-boss@example.com')).UserId;
  await grantRole(app, adminId, 'admin');

  maria = new ApiClient(app.url);
  mariaId = (await maria.register('admin-maria@example.com')).UserId;
  await maria.post('/api/profileapi/save', { Name: 'María Peña' });
  await maria.post(
    '/api/appointmentapi/save',
    signingBody({ FirstName: 'Maria', LastName: 'Peña', AppointmentDate: '2026-03-03', AppointmentTime: { Hour: 2, Minute: 0, AmPm: 'PM' }, Amount: 150 }),
  );
  await maria.post('/api/expenseapi/save', expense());
  await maria.post('/api/expenseapi/save', expense({ Payee: 'Staples', Amount: 12.5 }));

  jose = new ApiClient(app.url);
  joseId = (await jose.register('admin-jose@example.com')).UserId;
  await jose.post('/api/profileapi/save', { Name: 'José Ortiz' });
  const first = await jose.post('/api/appointmentapi/save', signingBody({ LastName: 'One' }));
  // Deleting a signing takes it off the count (the trial's allowance stays used)...
  expect((await jose.post(`/api/appointmentapi/delete/${first.body.Id}`)).status).toBe(200);
  // ...and the second uses the last of it: from here every write of his answers 402.
  expect((await jose.post('/api/appointmentapi/save', signingBody({ LastName: 'Two' }))).status).toBe(200);
  await readModelsHold(maria, jose);
});
afterAll(() => app.close());

interface Row {
  Id: string;
  Name: string;
  Email: string;
  Status: string;
  SigningCount: number;
  ExpenseCount: number;
  LastActivity: string;
  SignedUp: string;
  Roles: string[];
}

describe('GET /api/adminapi/getusers/', () => {
  it('lists each user with their name, status, counts, roles and dates', async () => {
    const page = await admin.get('/api/adminapi/getusers/?PageSize=50');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ TotalCount: 3, PageNumber: 1, PageSize: 50 });
    const byEmail = new Map<string, Row>(page.body.Users.map((row: Row) => [row.Email, row]));
    expect(byEmail.get('admin-maria@example.com')).toEqual({
      Id: mariaId,
      Name: 'María Peña',
      Email: 'admin-maria@example.com',
      Status: 'Trial',
      Roles: ['notary'],
      SigningCount: 1,
      ExpenseCount: 2,
      LastActivity: expect.any(String),
      SignedUp: expect.any(String),
    });
    expect(byEmail.get('admin-jose@example.com')).toMatchObject({ Id: joseId, Name: 'José Ortiz', Status: 'Trial Expired', SigningCount: 1, ExpenseCount: 0 });
    // No business profile name yet: the e-mail stands in for it.
    expect(byEmail.get('admin-boss@example.com')).toMatchObject({ Name: 'admin-boss@example.com', Roles: ['notary', 'admin'] });
    const maria = byEmail.get('admin-maria@example.com')!;
    expect(Date.parse(maria.LastActivity)).toBeGreaterThanOrEqual(Date.parse(maria.SignedUp));
  });

  it('searches names and e-mails whatever the case and the accents', async () => {
    const names = async (query: string) => ((await admin.get(`/api/adminapi/getusers/?${query}`)).body.Users as Row[]).map((row) => row.Email);
    expect(await names('Search=pena')).toEqual(['admin-maria@example.com']);
    expect(await names('Search=JOSÉ')).toEqual(['admin-jose@example.com']);
    expect(await names('Search=admin-boss')).toEqual(['admin-boss@example.com']);
    expect(await names('Search=nobody-here')).toEqual([]);
  });

  it('filters by status, sorts on the server and pages', async () => {
    const emails = (body: { Users: Row[] }) => body.Users.map((row) => row.Email);
    expect(emails((await admin.get('/api/adminapi/getusers/?Status=Trial%20Expired')).body)).toEqual(['admin-jose@example.com']);
    const bySignings = await admin.get('/api/adminapi/getusers/?Sort=ExpenseCount&Direction=desc');
    expect(emails(bySignings.body)[0]).toBe('admin-maria@example.com');
    const byName = await admin.get('/api/adminapi/getusers/?Sort=Name&Direction=asc');
    // Accents do not move a name: "admin-boss…" (its e-mail as name), then José, then María.
    expect(emails(byName.body)).toEqual(['admin-boss@example.com', 'admin-jose@example.com', 'admin-maria@example.com']);

    const first = await admin.get('/api/adminapi/getusers/?Sort=Name&Direction=asc&PageSize=2&PageNumber=1');
    const second = await admin.get('/api/adminapi/getusers/?Sort=Name&Direction=asc&PageSize=2&PageNumber=2');
    expect(first.body).toMatchObject({ TotalCount: 3, PageSize: 2, PageNumber: 1 });
    expect([...emails(first.body), ...emails(second.body)]).toEqual(emails(byName.body));
  });

  it('answers 400 to a bad sort, status, direction or page', async () => {
    for (const query of ['Sort=Password', 'Status=Gold', 'Direction=up', 'PageSize=0', 'PageNumber=x', `Search=${'a'.repeat(101)}`]) {
      const refused = await admin.get(`/api/adminapi/getusers/?${query}`);
      expect(refused.status).toBe(400);
      expect(refused.body.Response).toEqual(expect.any(String));
    }
  });

  it('is for admins only: 401 without a session, 403 to a notary', async () => {
    const nobody = new ApiClient(app.url);
    for (const path of ['/api/adminapi/getusers/', '/api/adminapi/dashboard', `/api/adminapi/history/${mariaId}`]) {
      expect((await nobody.get(path)).status).toBe(401);
      const refused = await maria.get(path);
      expect(refused.status).toBe(403);
      expect(refused.body.Response).toMatch(/admin/);
    }
  });
});

describe('GET /api/adminapi/dashboard', () => {
  it('counts users by status, signups by week, and the totals', async () => {
    const answer = await admin.get('/api/adminapi/dashboard');
    expect(answer.status).toBe(200);
    expect(answer.body.Totals).toEqual({ Users: 3, Signings: 2, Expenses: 2, ActiveLast30Days: 3, SignedUpLast7Days: 3 });
    expect(answer.body.UsersByStatus).toEqual([
      { Status: 'Active', Count: 0 },
      { Status: 'Cancelled', Count: 0 },
      { Status: 'Delinquent', Count: 0 },
      { Status: 'Beta User', Count: 0 },
      { Status: 'Trial', Count: 2 },
      { Status: 'Trial Expired', Count: 1 },
    ]);
    const weeks = answer.body.SignupsByWeek as Array<{ WeekStart: string; Count: number }>;
    expect(weeks).toHaveLength(26);
    expect(weeks.every((week) => new Date(`${week.WeekStart}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    expect(weeks.at(-1)!.Count).toBe(3);
    expect(weeks.slice(0, -1).every((week) => week.Count === 0)).toBe(true);
  });
});

interface Item {
  Position: number;
  StreamId: string;
  Revision: number;
  Type: string;
  Time: string;
  ActorId: string;
  ActorEmail: string | null;
  CorrelationId: string;
  CausationId: string;
  Data: Record<string, unknown>;
  Summary: string;
}

describe('GET /api/adminapi/history/{userId}', () => {
  it('lists every event of every stream the user owns, in log order, each said in words', async () => {
    const answer = await admin.get(`/api/adminapi/history/${mariaId}?PageSize=500`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ UserId: mariaId, Email: 'admin-maria@example.com', NextPosition: null });
    const items = answer.body.Items as Item[];
    const positions = items.map((item) => item.Position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const types = items.map((item) => item.Type);
    expect(types).toEqual(expect.arrayContaining(['UserRegistered', 'SigningScheduled', 'ExpenseRecorded', 'BusinessProfileUpdated']));
    expect(items.some((item) => item.StreamId === `user-${mariaId}`) && items.some((item) => item.StreamId.startsWith('signing-'))).toBe(true);

    const scheduled = items.find((item) => item.Type === 'SigningScheduled')!;
    expect(scheduled).toMatchObject({
      Revision: 0,
      ActorId: mariaId,
      ActorEmail: 'admin-maria@example.com',
      CorrelationId: expect.any(String),
      CausationId: expect.any(String),
      Time: expect.any(String),
      Summary: 'Scheduled a signing with Maria Peña on 3 March 2026 at 2:00 PM for $150.00',
    });
    expect(scheduled.Data).toMatchObject({ Details: expect.objectContaining({ LastName: 'Peña' }) });
    expect(items.find((item) => item.Type === 'ExpenseRecorded')!.Summary).toBe('Recorded an expense of $89.00 to NNA on 10 March 2026');
    expect(items.every((item) => item.Summary.length > 0 && !item.Summary.includes('undefined'))).toBe(true);
  });

  it('records each look on the notary’s data-access stream before answering, with the reason given', async () => {
    const before = await app.runtime.stores.eventStore.readStream(`data-access-${mariaId}`);
    const answer = await admin.get(`/api/adminapi/history/${mariaId}?PageSize=5&Why=${encodeURIComponent('Ticket 42: missing signing')}`);
    expect(answer.status).toBe(200);
    const after = await app.runtime.stores.eventStore.readStream(`data-access-${mariaId}`);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      type: 'NotaryDataRead',
      data: { OperatorId: adminId, OperatorEmail: 'admin-boss@example.com', Role: 'admin', What: 'History of the account', Why: 'Ticket 42: missing signing' },
      metadata: { ownerId: mariaId, actorId: adminId },
    });
    // The header works as well as the query.
    await admin.request('GET', `/api/adminapi/history/${mariaId}?PageSize=1`, undefined, { 'X-Access-Reason': 'Billing question' });
    const latest = await app.runtime.stores.eventStore.readStream(`data-access-${mariaId}`);
    expect(latest.at(-1)!.data).toMatchObject({ Why: 'Billing question' });

    // The notary sees who looked, and why, in their account.
    await caughtUp(app.runtime.catalog, latest.at(-1)!.position);
    const whoLooked = await maria.get('/api/accountapi/dataaccess');
    expect(whoLooked.status).toBe(200);
    expect(whoLooked.body.Items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ OperatorEmail: 'admin-boss@example.com', Role: 'admin', What: 'History of the account', Why: 'Ticket 42: missing signing' }),
      ]),
    );

    // The look is part of the notary's history, said in words.
    const looks = await admin.get(`/api/adminapi/history/${mariaId}?Type=NotaryDataRead&PageSize=500`);
    expect((looks.body.Items as Item[]).map((item) => item.Summary)).toEqual(
      expect.arrayContaining(['admin-boss@example.com (admin) read: History of the account, because “Ticket 42: missing signing”']),
    );
  });

  it('pages by log position: each page answers the position the next one starts after', async () => {
    const all = (
      (await admin.get(`/api/adminapi/history/${mariaId}?PageSize=500&Type=UserRegistered,SigningScheduled,ExpenseRecorded,BusinessProfileUpdated`)).body
        .Items as Item[]
    ).map((item) => item.Position);
    const seen: number[] = [];
    let from = 0;
    for (let guard = 0; guard < 20; guard += 1) {
      const page = await admin.get(
        `/api/adminapi/history/${mariaId}?PageSize=2&FromPosition=${from}&Type=UserRegistered,SigningScheduled,ExpenseRecorded,BusinessProfileUpdated`,
      );
      expect(page.status).toBe(200);
      expect(page.body.Items.length).toBeLessThanOrEqual(2);
      seen.push(...(page.body.Items as Item[]).map((item) => item.Position));
      if (page.body.NextPosition === null) break;
      from = page.body.NextPosition;
    }
    expect(seen).toEqual(all);
    expect(all).toHaveLength(5);
  });

  it('filters by type (repeated or comma-separated) and by the time recorded', async () => {
    const types = async (query: string) =>
      ((await admin.get(`/api/adminapi/history/${mariaId}?PageSize=500&${query}`)).body.Items as Item[]).map((item) => item.Type);
    expect(await types('Type=ExpenseRecorded')).toEqual(['ExpenseRecorded', 'ExpenseRecorded']);
    expect(new Set(await types('Type=ExpenseRecorded&Type=SigningScheduled'))).toEqual(new Set(['ExpenseRecorded', 'SigningScheduled']));
    const everything = (await admin.get(`/api/adminapi/history/${mariaId}?PageSize=500`)).body.Items as Item[];
    const expenses = everything.filter((item) => item.Type === 'ExpenseRecorded');
    // From the second expense's recorded time on: the first expense and the registration are left out.
    const from = await types(`From=${encodeURIComponent(expenses[1]!.Time)}&Type=ExpenseRecorded,UserRegistered`);
    expect(from).toEqual(['ExpenseRecorded']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await types(`From=${today}&To=${today}&Type=UserRegistered`)).length).toBe(1);
    expect(await types('To=2001-01-01')).toEqual([]);

    expect((await admin.get(`/api/adminapi/history/${mariaId}?Type=NoSuchThing`)).status).toBe(400);
    expect((await admin.get(`/api/adminapi/history/${mariaId}?From=yesterday-ish`)).status).toBe(400);
    expect((await admin.get(`/api/adminapi/history/${mariaId}?From=2026-02-01&To=2026-01-01`)).status).toBe(400);
  });

  it('answers 404 to an unknown user, and records no look', async () => {
    const unknown = await admin.get('/api/adminapi/history/no-such-user');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(expect.objectContaining({ Response: 'The user was not found.' }));
    expect(await app.runtime.stores.eventStore.readStream('data-access-no-such-user')).toEqual([]);
    expect((await admin.get('/api/adminapi/history/bad$id')).status).toBe(400);
  });
});
