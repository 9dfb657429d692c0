import { ApiClient } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const client = () => new ApiClient(app.url);

describe('POST /api/accountapi/register', () => {
  it('registers, signs the user in and starts the trial', async () => {
    const ann = client();
    const answer = await ann.post('/api/accountapi/register', {
      Email: 'Ann@Example.com',
      Password: 'secret-pass',
      PasswordConfirm: 'secret-pass',
      UserType: 0,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ Email: 'ann@example.com', Roles: ['notary'] });
    expect(answer.body.RequestVerificationToken).toEqual(expect.any(String));
    expect(answer.headers.get('set-cookie')).toMatch(/notary\.sid=.+; .*HttpOnly/i);
    expect(answer.headers.get('set-cookie')).toMatch(/SameSite=Lax/i);
    const session = await ann.get('/api/accountapi/session');
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ Email: 'ann@example.com', UserId: answer.body.UserId });
    const billing = await ann.get('/api/accountapi/billing');
    expect(billing.body).toMatchObject({ PlanId: 'trial', Status: 'Trial', TrialDaysRemaining: 30, TrialSigningsRemaining: 15, BetaUser: false });
    expect(billing.body.AvailablePlans.length).toBeGreaterThan(0);
  });

  it.each([
    [{ Email: 'a@b.c', Password: 'secret-pass', PasswordConfirm: 'secret-pass' }, 'Please enter a valid email address'],
    [{ Email: 'bea@example.com', Password: 'secret-pass', PasswordConfirm: 'other-pass' }, 'Password and password confirmation do not match'],
    [{ Email: 'bea@example.com', Password: 'short', PasswordConfirm: 'short' }, 'Password must be at least 8 characters'],
  ])('refuses %p with the spec message', async (body, message) => {
    const answer = await client().post('/api/accountapi/register', { ...body, UserType: 0 });
    expect(answer.status).toBe(400);
    expect(answer.body.Response).toBe(message);
  });

  it('refuses an e-mail address that already has an account', async () => {
    await client().register('cara@example.com');
    const again = await client().post('/api/accountapi/register', { Email: 'CARA@example.com', Password: 'another-pass', PasswordConfirm: 'another-pass' });
    expect(again.status).toBe(409);
    expect(again.body.Response).toBe('An account with this email address already exists.');
  });

  it('answers a blank registration', async () => {
    expect((await client().get('/api/accountapi/blankregistration')).body).toEqual({ Email: '', Password: '', PasswordConfirm: '', UserType: 0 });
  });

  it('ignores fields it does not know (no self-granted roles)', async () => {
    const eve = client();
    const answer = await eve.post('/api/accountapi/register', {
      Email: 'eve@example.com',
      Password: 'secret-pass',
      PasswordConfirm: 'secret-pass',
      Roles: ['admin'],
      IsAdmin: true,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.Roles).toEqual(['notary']);
  });
});

describe('POST /api/accountapi/login and logoff', () => {
  beforeAll(async () => {
    await client().register('dan@example.com', 'dans-password');
  });

  it('answers the same 401 message for a wrong password and an unknown e-mail', async () => {
    const wrong = await client().post('/api/accountapi/login', { Email: 'dan@example.com', Password: 'not-his-password' });
    const unknown = await client().post('/api/accountapi/login', { Email: 'nobody@example.com', Password: 'whatever-pass' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.Response).toBe('The email address or password is incorrect.');
    expect(unknown.body.Response).toBe(wrong.body.Response);
  });

  it('signs in with a new session id each time and signs out on the server', async () => {
    const dan = client();
    const first = await dan.post('/api/accountapi/login', { Email: 'DAN@example.com', Password: 'dans-password' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ Email: 'dan@example.com', Name: 'dan@example.com', Roles: ['notary'] });
    const firstCookie = dan.cookie;
    await dan.post('/api/accountapi/login', { Email: 'dan@example.com', Password: 'dans-password' });
    expect(dan.cookie).not.toBe(firstCookie);
    const stale = new ApiClient(app.url);
    stale.cookie = firstCookie;
    expect((await stale.get('/api/accountapi/session')).status).toBe(401);

    const signedIn = dan.cookie;
    expect((await dan.post('/api/accountapi/logoff')).status).toBe(200);
    const after = new ApiClient(app.url);
    after.cookie = signedIn;
    const answer = await after.get('/api/accountapi/session');
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ RedirectUrl: '/Account/Login' });
  });
});

describe('POST /api/accountapi/changepassword', () => {
  const change = (who: ApiClient, CurrentPassword: string, NewPassword: string, NewPasswordConfirm = NewPassword) =>
    who.post('/api/accountapi/changepassword', { CurrentPassword, NewPassword, NewPasswordConfirm });
  const accountEvents = async (userId: string) => app.runtime.stores.eventStore.readStream(`user-${userId}`);

  it('needs the current password, records PasswordChanged and signs out every other session', async () => {
    const gil = client();
    const { UserId } = await gil.register('gwen@example.com', 'gils-first-password');
    const gilsPhone = client();
    expect((await gilsPhone.post('/api/accountapi/login', { Email: 'gwen@example.com', Password: 'gils-first-password' })).status).toBe(200);

    const wrong = await change(gil, 'not-the-password', 'gils-second-password');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ Response: 'The current password is incorrect.', Errors: { CurrentPassword: 'The current password is incorrect.' } });
    const differ = await change(gil, 'gils-first-password', 'gils-second-password', 'gils-second-passwort');
    expect(differ.body.Response).toBe('Password and password confirmation do not match');
    expect((await change(gil, 'gils-first-password', 'gils-first-password')).body.Response).toBe('The new password must be different from the current one');
    expect((await accountEvents(UserId)).map((event) => event.type)).not.toContain('PasswordChanged');

    const changed = await change(gil, 'gils-first-password', 'gils-second-password');
    expect(changed.status).toBe(200);
    expect(changed.body.Response).toBe('Your password has been changed. Your other sign-ins have been signed out.');
    expect((await gil.get('/api/accountapi/session')).status).toBe(200);
    expect((await gilsPhone.get('/api/accountapi/session')).status).toBe(401);
    expect((await client().post('/api/accountapi/login', { Email: 'gwen@example.com', Password: 'gils-first-password' })).status).toBe(401);
    expect((await client().post('/api/accountapi/login', { Email: 'gwen@example.com', Password: 'gils-second-password' })).status).toBe(200);

    // The log records that the password changed, and nothing of it; the one current hash (argon2id
    // at OWASP's cost) is kept apart, replaced in place.
    const events = JSON.stringify(await accountEvents(UserId));
    expect(events).not.toMatch(/argon2|PasswordHash|gils-(first|second)-password/);
    const hash = await app.runtime.stores.credentials.passwordHashOf(UserId);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  it('counts wrong current passwords as failed sign-ins', async () => {
    const hal = client();
    await hal.register('hugo@example.com', 'hals-password');
    for (let attempt = 0; attempt < 10; attempt++) expect((await change(hal, `guess-${attempt}-pass`, 'hals-new-password')).status).toBe(400);
    const limited = await change(hal, 'hals-password', 'hals-new-password');
    expect(limited.status).toBe(429);
    expect(limited.body.Response).toMatch(/^Too many failed sign-in attempts/);
  });

  it('needs a session and the anti-forgery token', async () => {
    expect((await client().post('/api/accountapi/changepassword', { CurrentPassword: 'a', NewPassword: 'b', NewPasswordConfirm: 'b' })).status).toBe(401);
    const ivy = client();
    await ivy.register('ivy@example.com', 'ivys-password');
    ivy.token = '';
    expect((await change(ivy, 'ivys-password', 'ivys-new-password')).status).toBe(403);
  });
});

describe('the security baseline', () => {
  let fay: ApiClient;
  beforeAll(async () => {
    fay = client();
    await fay.register('fay@example.com');
  });

  it('answers 401 with the login RedirectUrl to any /api call without a session', async () => {
    for (const path of ['/api/accountapi/session', '/api/settingsapi/get/', '/api/appointmentapi/get/', '/api/customerapi/get/']) {
      const answer = await client().get(path);
      expect(answer.status).toBe(401);
      expect(answer.body.RedirectUrl).toBe('/Account/Login');
    }
  });

  it('refuses a state-changing request without the anti-forgery token (403)', async () => {
    const noToken = await fay.request('POST', '/api/settingsapi/saveonboardstatus', { IsOnboardedStatus: 2 }, { RequestVerificationToken: '' });
    expect(noToken.status).toBe(403);
    const wrongToken = await fay.request('POST', '/api/settingsapi/saveonboardstatus', { IsOnboardedStatus: 2 }, { RequestVerificationToken: 'x'.repeat(43) });
    expect(wrongToken.status).toBe(403);
    expect((await fay.post('/api/settingsapi/saveonboardstatus', { IsOnboardedStatus: 2 })).status).toBe(200);
  });

  it('answers 400 to a query operator where a string belongs', async () => {
    const answer = await client().post('/api/accountapi/login', { Email: { $gt: '' }, Password: { $ne: null } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ Code: 'VALIDATION.INVALID' });
    expect(answer.body.Errors).toHaveProperty('Email');
  });

  it('answers 413 to a body over the limit and 400 to broken JSON', async () => {
    const big = await client().post('/api/accountapi/login', { Email: 'x@example.com', Password: 'p'.repeat(1_100_000) });
    expect(big.status).toBe(413);
    const broken = await client().request('POST', '/api/accountapi/login', '{"Email": ', { 'content-type': 'application/json' });
    expect(broken.status).toBe(400);
  });

  it('puts the session token in the served page', async () => {
    const page = await fetch(`${app.url}/Dashboard`, { headers: { cookie: fay.cookie } });
    const html = await page.text();
    if (page.status === 503) return; // the web app is built by `npm test` before jest; a bare jest run may lack it
    expect(html).toContain(`<meta name="request-verification-token" content="${fay.token}"`);
    const anonymous = await (await fetch(`${app.url}/Calendar`)).text();
    expect(anonymous).toContain('<meta name="request-verification-token" content=""');
  });
});

describe('failed sign-ins are throttled', () => {
  it('locks an account after 10 failures in 15 minutes, even for the right password', async () => {
    await client().register('gil@example.com', 'gils-password');
    for (let i = 0; i < 10; i++) {
      expect((await client().post('/api/accountapi/login', { Email: 'gil@example.com', Password: `wrong-${i}-pass` })).status).toBe(401);
    }
    const locked = await client().post('/api/accountapi/login', { Email: 'gil@example.com', Password: 'gils-password' });
    expect(locked.status).toBe(429);
    expect(locked.body.Response).toMatch(/^Too many failed sign-in attempts\. Please wait \d+ minutes? and try again\.$/);
  });
});
