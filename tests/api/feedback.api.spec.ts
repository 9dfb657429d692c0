import { ApiClient } from '../support/api-client';
import { grantRole, revokeRole } from '../support/roles';
import { startTestApp, type TestApp } from '../support/test-app';
import { caughtUp } from '../support/deadline';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** An admin's lists follow other people's writes: wait until the read models hold the last one. */
const readModelsHold = async (client: ApiClient) => caughtUp(app.runtime.catalog, client.lastPosition);

describe('/api/feedbackapi: a notary’s suggestions and bug reports', () => {
  it('saves a suggestion and a bug report, Open with the server’s time, and lists each kind, newest first', async () => {
    const ann = new ApiClient(app.url);
    await ann.register('feedback-ann@example.com');
    const before = Date.now();
    const suggestion = await ann.post('/api/feedbackapi/savefeedback', { Details: '  Add a dark theme  ', Status: 'Done', DateEntered: '2001-01-01' });
    expect(suggestion.status).toBe(200);
    expect(suggestion.body).toMatchObject({
      Id: expect.any(String),
      Kind: 'suggestion',
      Details: 'Add a dark theme',
      Status: 'Open',
      Position: expect.any(Number),
    });
    // The server's time and status, whatever the body said.
    expect(Date.parse(suggestion.body.DateEntered)).toBeGreaterThanOrEqual(before - 1000);
    const second = await ann.post('/api/feedbackapi/savefeedback', { Details: 'Export to Google Sheets', Page: '/Dashboard' });
    const defect = await ann.post('/api/feedbackapi/savedefect', { Details: 'The calendar skips Sunday' });
    expect(defect.body).toMatchObject({ Kind: 'defect', Status: 'Open' });

    const suggestions = await ann.get('/api/feedbackapi/getfeedback/');
    expect(suggestions.status).toBe(200);
    expect(suggestions.body.map((f: { Details: string }) => f.Details)).toEqual(['Export to Google Sheets', 'Add a dark theme']);
    expect(suggestions.body[0]).toEqual({
      Id: second.body.Id,
      Kind: 'suggestion',
      Details: 'Export to Google Sheets',
      Status: 'Open',
      DateEntered: second.body.DateEntered,
      Page: '/Dashboard',
      StatusChangedAt: null,
    });
    expect((await ann.get('/api/feedbackapi/getdefects/')).body).toEqual([
      expect.objectContaining({ Id: defect.body.Id, Details: 'The calendar skips Sunday' }),
    ]);
  });

  it('answers 400 with a clear message to blank details, and records nothing', async () => {
    const bob = new ApiClient(app.url);
    await bob.register('feedback-bob@example.com');
    const blank = await bob.post('/api/feedbackapi/savedefect', { Details: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({
      Response: 'Please describe the problem you ran into.',
      Code: 'FEEDBACK.DETAILS_REQUIRED',
      Errors: { Details: expect.any(String) },
    });
    const missing = await bob.post('/api/feedbackapi/savefeedback', {});
    expect(missing.status).toBe(400);
    expect(missing.body.Response).toBe('Please describe your suggestion.');
    expect((await bob.get('/api/feedbackapi/getdefects/')).body).toEqual([]);
    expect((await bob.get('/api/feedbackapi/getfeedback/')).body).toEqual([]);
  });

  it('shows another notary nothing of mine', async () => {
    const cat = new ApiClient(app.url);
    const dan = new ApiClient(app.url);
    await cat.register('feedback-cat@example.com');
    await dan.register('feedback-dan@example.com');
    await cat.post('/api/feedbackapi/savedefect', { Details: 'Cat’s private bug' });
    await readModelsHold(cat);
    expect((await dan.get('/api/feedbackapi/getdefects/')).body).toEqual([]);
    expect((await cat.get('/api/feedbackapi/getdefects/')).body).toHaveLength(1);
  });

  it('answers 401 when signed out', async () => {
    const nobody = new ApiClient(app.url);
    expect((await nobody.get('/api/feedbackapi/getfeedback/')).status).toBe(401);
    expect((await nobody.get('/api/adminapi/getdefects/')).status).toBe(401);
  });
});

describe('/api/adminapi: every notary’s reports, for admins only', () => {
  it('lists every notary’s reports with their e-mail, and changes a report’s status, which the notary then sees', async () => {
    const eve = new ApiClient(app.url);
    await eve.register('feedback-eve@example.com');
    const bug = await eve.post('/api/feedbackapi/savedefect', { Details: 'Invoice PDF cuts the last line' });
    await eve.post('/api/feedbackapi/savefeedback', { Details: 'Eve’s idea' });
    await readModelsHold(eve);

    const admin = new ApiClient(app.url);
    const { UserId } = await admin.register('feedback-admin@example.com');
    await grantRole(app, UserId, 'admin');
    const defects = await admin.get('/api/adminapi/getdefects/');
    expect(defects.status).toBe(200);
    expect(defects.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Id: bug.body.Id, Email: 'feedback-eve@example.com', Details: 'Invoice PDF cuts the last line', Status: 'Open' }),
      ]),
    );
    // Others' reports too, and only bug reports here.
    expect(defects.body.map((d: { Email: string }) => d.Email)).toEqual(expect.arrayContaining(['feedback-ann@example.com', 'feedback-cat@example.com']));
    expect(defects.body.every((d: { Kind: string }) => d.Kind === 'defect')).toBe(true);
    const suggestions = (await admin.get('/api/adminapi/getfeedback/')).body;
    expect(suggestions.map((s: { Details: string }) => s.Details)).toEqual(expect.arrayContaining(['Eve’s idea', 'Add a dark theme']));

    const done = await admin.post(`/api/adminapi/feedbackstatus/${bug.body.Id}`, { Status: 'Done' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ Id: bug.body.Id, Status: 'Done' });
    await readModelsHold(admin);
    expect((await eve.get('/api/feedbackapi/getdefects/')).body).toEqual([
      expect.objectContaining({ Id: bug.body.Id, Status: 'Done', StatusChangedAt: expect.any(String) }),
    ]);

    // The event is the notary's (their list refreshes), its actor the admin; nothing else of Eve's was written.
    const stream = await app.runtime.stores.eventStore.readStream(`feedback-${bug.body.Id}`);
    expect(stream.at(-1)).toMatchObject({ type: 'FeedbackStatusChanged', data: { Status: 'Done', ChangedBy: UserId }, metadata: { actorId: UserId } });
    expect(stream.at(-1)!.metadata.ownerId).toBe(stream[0].metadata.ownerId);

    const unknown = await admin.post('/api/adminapi/feedbackstatus/no-such-report', { Status: 'Done' });
    expect(unknown.status).toBe(404);
    const badStatus = await admin.post(`/api/adminapi/feedbackstatus/${bug.body.Id}`, { Status: 'Closed' });
    expect(badStatus.status).toBe(400);
  });

  it('answers 403 to a notary calling an admin call, and again once the admin role is revoked', async () => {
    const fay = new ApiClient(app.url);
    const { UserId } = await fay.register('feedback-fay@example.com');
    const mine = await fay.post('/api/feedbackapi/savedefect', { Details: 'Fay’s bug' });
    for (const path of ['/api/adminapi/getfeedback/', '/api/adminapi/getdefects/']) {
      const refused = await fay.get(path);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ Response: 'This is for admin accounts only; your account does not hold that role.', Code: 'AUTH.ROLE_REQUIRED' });
    }
    expect((await fay.post(`/api/adminapi/feedbackstatus/${mine.body.Id}`, { Status: 'Done' })).status).toBe(403);

    await grantRole(app, UserId, 'admin');
    expect((await fay.get('/api/adminapi/getdefects/')).status).toBe(200);
    await revokeRole(app, UserId, 'admin');
    expect((await fay.get('/api/adminapi/getdefects/')).status).toBe(403);
    expect((await fay.post(`/api/adminapi/feedbackstatus/${mine.body.Id}`, { Status: 'Done' })).status).toBe(403);
    expect((await fay.get('/api/accountapi/session')).body.Roles).toEqual(['notary']);
    // The report is untouched.
    expect((await fay.get('/api/feedbackapi/getdefects/')).body).toEqual([expect.objectContaining({ Status: 'Open' })]);
  });
});
