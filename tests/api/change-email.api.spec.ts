import { ApiClient } from '../support/api-client';
import { grantRole } from '../support/roles';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../support/smtp-sink';
import { startTestApp, type TestApp } from '../support/test-app';
import { caughtUp } from '../support/deadline';

// Issue 17, "Getting back in": a change of e-mail address, confirmed by a link sent to the new
// address, with a notice to the old one; the old address is freed, the new one signs in.
let sink: SmtpSink;
let app: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  app = await startTestApp({ env: { SMTP_URL: sink.url } });
});
afterAll(async () => {
  await app.close();
  await sink.close();
});

const mailTo = (to: string) => sink.mailTo(to);
const tokenIn = (mail: ReceivedMail) => decodeURIComponent(/\/Account\/ConfirmEmail\?token=(\S+)/.exec(mail.parsed.text ?? '')![1]!);
const login = (email: string, password = 'correct horse 1') => new ApiClient(app.url).post('/api/accountapi/login', { Email: email, Password: password });

describe('change of e-mail', () => {
  it('switches after confirmation: the new address signs in, the old one is free, sessions carry on', async () => {
    const ann = new ApiClient(app.url);
    await ann.register('change-old@example.com');
    const asked = await ann.post('/api/accountapi/changeemail', { NewEmail: 'Change-New@example.com', CurrentPassword: 'correct horse 1' });
    expect(asked).toMatchObject({ status: 200, body: { Response: expect.stringContaining('confirmation link') } });

    const notice = await mailTo('change-old@example.com');
    expect(notice.parsed.text).toContain('change-new@example.com');
    expect(notice.parsed.text).not.toContain('ConfirmEmail');
    const confirmation = await mailTo('change-new@example.com');
    const token = tokenIn(confirmation);

    // Nothing has changed until the link is opened.
    expect((await login('change-old@example.com')).status).toBe(200);
    expect((await login('change-new@example.com')).status).toBe(401);

    const confirmed = await new ApiClient(app.url).post('/api/accountapi/confirmemail', { Token: token });
    expect(confirmed).toMatchObject({ status: 200, body: { Response: 'Your email address has been changed. Use it the next time you log in.' } });
    expect(await new ApiClient(app.url).post('/api/accountapi/confirmemail', { Token: token })).toMatchObject({ status: 400 });

    expect((await ann.get('/api/accountapi/session')).body).toMatchObject({ Email: 'change-new@example.com' });
    expect((await login('change-new@example.com')).status).toBe(200);
    expect((await login('change-old@example.com')).status).toBe(401);
    // The old address is free again: someone else can register with it.
    await new ApiClient(app.url).register('change-old@example.com', 'another person 1');
    expect((await login('change-old@example.com', 'another person 1')).status).toBe(200);
  });

  it('refuses an address another account holds, a wrong password and a bad link', async () => {
    const bob = new ApiClient(app.url);
    await bob.register('change-bob@example.com');
    await new ApiClient(app.url).register('change-taken@example.com');
    expect(await bob.post('/api/accountapi/changeemail', { NewEmail: 'change-taken@example.com', CurrentPassword: 'correct horse 1' })).toMatchObject({
      status: 400,
      body: { Response: 'An account with this email address already exists.' },
    });
    expect(await bob.post('/api/accountapi/changeemail', { NewEmail: 'change-bob2@example.com', CurrentPassword: 'wrong one 1' })).toMatchObject({
      status: 400,
      body: { Response: 'The current password is incorrect.' },
    });
    expect(await bob.post('/api/accountapi/changeemail', { NewEmail: 'nope', CurrentPassword: 'correct horse 1' })).toMatchObject({
      status: 400,
      body: { Response: 'Please enter a valid email address' },
    });
    expect(await new ApiClient(app.url).post('/api/accountapi/changeemail', { NewEmail: 'x@example.com', CurrentPassword: 'x' })).toMatchObject({
      status: 401,
    });
    expect(await new ApiClient(app.url).post('/api/accountapi/confirmemail', { Token: 'made-up' })).toMatchObject({
      status: 400,
      body: { Response: expect.stringContaining('confirmation link is invalid') },
    });
  });

  it('refuses the confirmation when the address was taken in the meantime', async () => {
    const cy = new ApiClient(app.url);
    await cy.register('change-cy@example.com');
    await cy.post('/api/accountapi/changeemail', { NewEmail: 'change-race@example.com', CurrentPassword: 'correct horse 1' });
    const token = tokenIn(await mailTo('change-race@example.com'));
    await new ApiClient(app.url).register('change-race@example.com');
    expect(await new ApiClient(app.url).post('/api/accountapi/confirmemail', { Token: token })).toMatchObject({
      status: 400,
      body: { Response: 'An account with this email address already exists.' },
    });
    expect((await login('change-cy@example.com')).status).toBe(200);
  });

  it('shows the new address to admins (the read models follow EmailChanged)', async () => {
    const dee = new ApiClient(app.url);
    const { UserId } = await dee.register('change-dee@example.com');
    await dee.post('/api/accountapi/changeemail', { NewEmail: 'change-dee2@example.com', CurrentPassword: 'correct horse 1' });
    const confirmed = await dee.post('/api/accountapi/confirmemail', { Token: tokenIn(await mailTo('change-dee2@example.com')) });
    expect(confirmed.status).toBe(200);
    await caughtUp(app.runtime.catalog, confirmed.body.Position);
    const admin = new ApiClient(app.url);
    const { UserId: adminId } = await admin.register('change-admin@example.com');
    await grantRole(app, adminId, 'admin');
    const rows = (await admin.get('/api/adminapi/getusers/?PageSize=100')).body.Users as { UserId?: string; Id?: string; Email: string }[];
    expect(rows.map((row) => row.Email)).toContain('change-dee2@example.com');
    expect(rows.map((row) => row.Email)).not.toContain('change-dee@example.com');
    expect(UserId).toBeTruthy();
  });
});
