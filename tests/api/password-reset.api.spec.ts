import * as fs from 'node:fs';
import * as http from 'node:http';
import * as path from 'node:path';
import { ManualClock } from '@notary/platform';
import { ApiClient } from '../support/api-client';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../support/smtp-sink';
import { startTestApp, type TestApp } from '../support/test-app';

// Issue 17, "Getting back in": a forgotten password is reset with a single-use link sent through
// the outbox; the answer never says whether an address has an account; a reset ends every session.
const SENT = 'If an account exists for that email address, we have sent it a link to reset the password. The link works once, within an hour.';
const INVALID = 'This password reset link is invalid, has already been used or has expired. Please ask for a new one.';

let sink: SmtpSink;
let app: TestApp;
const clock = new ManualClock(new Date('2026-03-02T09:00:00.000Z'));
beforeAll(async () => {
  sink = await startSmtpSink();
  app = await startTestApp({ clock, env: { SMTP_URL: sink.url } });
});
afterAll(async () => {
  await app.close();
  await sink.close();
});

const forgot = (email: string) => new ApiClient(app.url).post('/api/accountapi/forgotpassword', { Email: email });
const login = (email: string, password: string) => new ApiClient(app.url).post('/api/accountapi/login', { Email: email, Password: password });
const reset = (token: string, password = 'a brand new one 2') =>
  new ApiClient(app.url).post('/api/accountapi/resetpassword', { Token: token, NewPassword: password, NewPasswordConfirm: password });

/** The mail sent to `to`, once it has arrived, and the token of the link it carries. */
async function mailTo(to: string): Promise<{ mail: ReceivedMail; token: string }> {
  const mail = await sink.mailTo(to);
  const link = /https?:\/\/\S+\/Account\/ResetPassword\?token=(\S+)/.exec(mail.parsed.text ?? '');
  return { mail, token: link ? decodeURIComponent(link[1]!) : '' };
}

const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));

describe('password reset', () => {
  it('answers known and unknown addresses alike, and mails a link only to an account', async () => {
    await new ApiClient(app.url).register('reset-known@example.com');
    const unknown = await forgot('nobody-here@example.com');
    const known = await forgot('Reset-Known@example.com');
    expect(unknown).toMatchObject({ status: 200, body: { Response: SENT } });
    expect(known).toMatchObject({ status: 200, body: { Response: SENT } });

    const { mail, token } = await mailTo('reset-known@example.com');
    expect(mail.parsed.subject).toBe('Reset your Notary Ledger password');
    expect(token).toMatch(/^[A-Za-z0-9-]+\.[A-Za-z0-9_-]{43}$/);
    // The unknown address was asked first; by the time the known one's mail came, none went to it.
    expect(sink.received.some((received) => received.envelope.to.includes('nobody-here@example.com'))).toBe(false);
  });

  it('never points a link at the address a request claims to come to: another Host than this machine, unconfigured, sends nothing', async () => {
    await new ApiClient(app.url).register('reset-host@example.com');
    const body = JSON.stringify({ Email: 'reset-host@example.com' });
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(
        `${app.url}/api/accountapi/forgotpassword`,
        { method: 'POST', headers: { host: 'attacker.example', 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      request.on('error', reject);
      request.end(body);
    });
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.text)).toMatchObject({ Code: 'ACCOUNT.PUBLIC_ADDRESS_NOT_SET' });
    // Asked again the right way, the one mail that arrives points at this server.
    expect((await forgot('reset-host@example.com')).status).toBe(200);
    const { mail } = await mailTo('reset-host@example.com');
    expect(mail.parsed.text).toContain(`${app.url}/Account/ResetPassword?token=`);
    expect(sink.received.filter((received) => received.envelope.to.includes('reset-host@example.com'))).toHaveLength(1);
  });

  it('resets with the link once: every session ends, the old password fails, the new one works', async () => {
    const ann = new ApiClient(app.url);
    await ann.register('reset-ann@example.com', 'old password 1');
    const phone = new ApiClient(app.url);
    expect((await phone.post('/api/accountapi/login', { Email: 'reset-ann@example.com', Password: 'old password 1' })).status).toBe(200);
    // A few wrong guesses before remembering to reset: they do not hold the new password back.
    for (let i = 0; i < 3; i++) expect((await login('reset-ann@example.com', 'not it at all')).status).toBe(401);

    await forgot('reset-ann@example.com');
    const { token } = await mailTo('reset-ann@example.com');

    const mismatch = await new ApiClient(app.url).post('/api/accountapi/resetpassword', {
      Token: token,
      NewPassword: 'a brand new one 2',
      NewPasswordConfirm: 'typo',
    });
    expect(mismatch).toMatchObject({ status: 400, body: { Response: 'Password and password confirmation do not match' } });
    expect(await reset(token, 'short')).toMatchObject({ status: 400, body: { Response: 'Password must be at least 8 characters' } });

    expect(await reset(token)).toMatchObject({ status: 200, body: { Response: 'Your password has been reset. Please log in with your new password.' } });
    expect((await ann.get('/api/accountapi/session')).status).toBe(401);
    expect((await phone.get('/api/accountapi/session')).status).toBe(401);
    expect((await login('reset-ann@example.com', 'old password 1')).status).toBe(401);
    expect((await login('reset-ann@example.com', 'a brand new one 2')).status).toBe(200);

    expect(await reset(token, 'yet another one 3')).toMatchObject({ status: 400, body: { Response: INVALID } });
    expect((await login('reset-ann@example.com', 'a brand new one 2')).status).toBe(200);
  });

  it('refuses an expired link, a replaced link and a made-up one with the same message', async () => {
    await new ApiClient(app.url).register('reset-late@example.com');
    await forgot('reset-late@example.com');
    const { token: first } = await mailTo('reset-late@example.com');
    sink.clear();
    await forgot('reset-late@example.com');
    const { token: second } = await mailTo('reset-late@example.com');
    expect(second).not.toBe(first);
    expect(await reset(first)).toMatchObject({ status: 400, body: { Response: INVALID } });

    clock.advance(61 * 60 * 1000);
    expect(await reset(second)).toMatchObject({ status: 400, body: { Response: INVALID } });
    expect(await reset(`${second.split('.')[0]}.${'A'.repeat(43)}`)).toMatchObject({ status: 400, body: { Response: INVALID } });
    expect(await reset('not-a-token')).toMatchObject({ status: 400, body: { Response: INVALID } });
  });

  it('keeps the token out of every file under DATA_DIR: only its hash is stored', async () => {
    sink.clear();
    await new ApiClient(app.url).register('reset-grep@example.com');
    await forgot('reset-grep@example.com');
    const { token } = await mailTo('reset-grep@example.com');
    const secret = token.split('.')[1]!;
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(token).digest('hex');
    const files = filesUnder(app.dataDir);
    expect(files.filter((file) => fs.readFileSync(file).includes(Buffer.from(secret)))).toEqual([]);
    expect(files.some((file) => fs.readFileSync(file).includes(Buffer.from(hash)))).toBe(true);
  });

  it('limits requests per address asked about, known or not', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await forgot('reset-flood@example.com')).status);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
