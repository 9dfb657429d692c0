import { ApiClient } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * Issue 11, items 2, 3 and 5: sign-in and registration from other sites, the per-address limit that
 * must not lock out a whole office, and the registration throttle.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { REGISTRATION_LIMIT_PER_HOUR: '3' } });
});
afterAll(() => app.close());

const PASSWORD = 'correct horse 1';
const client = () => new ApiClient(app.url);
const failures = () => app.runtime.stores.sessions.collection('login_failures');
const registrationsFrom = (address: string) => app.runtime.stores.sessions.collection('registration_attempts').deleteOne({ _id: `address:${address}` });

/** Registers without counting against the registration throttle (the throttle has its own test). */
async function registered(email: string): Promise<ApiClient> {
  const notary = client();
  await notary.register(email, PASSWORD);
  await registrationsFrom('127.0.0.1');
  return notary;
}

describe('item 2: sign-in and registration take JSON from this app only', () => {
  const formPost = (path: string, body: string, headers: Record<string, string>) =>
    fetch(`${app.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body });

  it('refuses a cross-site form post to login: no cookie is set', async () => {
    await registered('csrf-victim@example.com');
    const answer = await formPost('/api/accountapi/login', 'Email=csrf-victim%40example.com&Password=correct+horse+1', {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(answer.status).toBe(403);
    expect(answer.headers.get('set-cookie')).toBeNull();
  });

  it('refuses a form post to register even from no origin: no account is created', async () => {
    const answer = await formPost('/api/accountapi/register', 'Email=formmade%40example.com&Password=abcdefgh1&PasswordConfirm=abcdefgh1', {});
    expect(answer.status).toBe(415);
    expect(answer.headers.get('set-cookie')).toBeNull();
    await registrationsFrom('127.0.0.1');
    const login = await client().post('/api/accountapi/login', { Email: 'formmade@example.com', Password: 'abcdefgh1' });
    expect(login.status).toBe(401);
  });

  it('refuses a JSON login sent by another origin, and accepts the app’s own', async () => {
    await registered('origin-check@example.com');
    const body = { Email: 'origin-check@example.com', Password: PASSWORD };
    const cross = await client().post('/api/accountapi/login', body, { origin: 'https://evil.example' });
    expect(cross.status).toBe(403);
    expect(cross.headers.get('set-cookie')).toBeNull();
    const own = await client().post('/api/accountapi/login', body, { origin: app.url, 'sec-fetch-site': 'same-origin' });
    expect(own.status).toBe(200);
  });
});

describe('item 3: one address failing does not lock out its colleagues', () => {
  const ADDRESS = '127.0.0.1';
  const recordFailures = async (key: string, count: number) => {
    const at = new Date().toISOString();
    await failures().replaceOne({ _id: key }, { _id: key, Failures: Array.from({ length: count }, () => at) }, { upsert: true });
  };
  afterEach(async () => {
    await failures().deleteMany({});
  });

  it('after 100 failures from the address over many accounts, a colleague’s right password still signs in', async () => {
    await registered('colleague@example.com');
    await recordFailures(`address:${ADDRESS}`, 100);
    const started = Date.now();
    const answer = await client().post('/api/accountapi/login', { Email: 'colleague@example.com', Password: PASSWORD });
    expect(answer.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('slows guessing from that address: attempts are spaced out, and a long queue answers 429 with Retry-After', async () => {
    await registered('paced@example.com');
    await recordFailures(`address:${ADDRESS}`, 100);
    const started = Date.now();
    const attempts = Array.from({ length: 8 }, (_, i) =>
      client()
        .post('/api/accountapi/login', { Email: `nobody-${i}@example.com`, Password: 'guess-pass' })
        .then((answer) => ({ ...answer, ms: Date.now() - started })),
    );
    const answers = await Promise.all(attempts);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    const checked = answers
      .filter((answer) => answer.status === 401)
      .map((answer) => answer.ms)
      .sort((a, b) => a - b);
    expect(checked.length).toBeGreaterThan(2);
    // One at a time, each a while after the last (2 s apart at this count), not all at once.
    expect(checked.at(-1)! - checked[0]).toBeGreaterThan(3000);
  }, 90_000);

  it('past the address ceiling, refuses only accounts that have been failing from it', async () => {
    await registered('failing@example.com');
    await registered('not-failing@example.com');
    await recordFailures(`address:${ADDRESS}`, 1000);
    await recordFailures(`pair:${ADDRESS}|failing@example.com`, 1);
    const failing = await client().post('/api/accountapi/login', { Email: 'failing@example.com', Password: PASSWORD });
    expect(failing.status).toBe(429);
    expect(Number(failing.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await client().post('/api/accountapi/login', { Email: 'not-failing@example.com', Password: PASSWORD });
    expect(other.status).toBe(200);
  }, 90_000);

  it('still locks one account after 10 failures, with Retry-After', async () => {
    await registered('locked@example.com');
    await recordFailures('account:locked@example.com', 10);
    const answer = await client().post('/api/accountapi/login', { Email: 'locked@example.com', Password: PASSWORD });
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(60);
  });
});

describe('item 5: registration is throttled per address', () => {
  it('allows REGISTRATION_LIMIT_PER_HOUR registrations an hour from one address, then 429 with Retry-After', async () => {
    await registrationsFrom('127.0.0.1');
    for (let i = 0; i < 3; i++)
      expect(
        (await client().post('/api/accountapi/register', { Email: `office-${i}@example.com`, Password: PASSWORD, PasswordConfirm: PASSWORD })).status,
      ).toBe(200);
    const fourth = await client().post('/api/accountapi/register', { Email: 'office-3@example.com', Password: PASSWORD, PasswordConfirm: PASSWORD });
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(fourth.body.Response).toMatch(/^Too many accounts were created from this network/);
    await registrationsFrom('127.0.0.1');
  });
});
