import { ConfigError, loadConfig } from '@notary/platform';
import { ApiClient } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';

/** Issue 11, items 4 and 7: whose address X-Forwarded-For may claim, and the headers every answer carries. */

const PASSWORD = 'correct horse 1';
const register = (app: TestApp, email: string, headers: Record<string, string>) =>
  new ApiClient(app.url).post('/api/accountapi/register', { Email: email, Password: PASSWORD, PasswordConfirm: PASSWORD }, headers);

describe('item 4: X-Forwarded-For is believed only from the configured proxies', () => {
  it('behind a trusted proxy, the client is the right-most untrusted hop: a made-up left part does not reset the limit', async () => {
    const app = await startTestApp({ env: { TRUST_PROXY: '127.0.0.1', REGISTRATION_LIMIT_PER_HOUR: '2' } });
    try {
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push((await register(app, `proxied-${i}@example.com`, { 'x-forwarded-for': `10.9.8.${i}, 203.0.113.7` })).status);
      expect(answers).toEqual([200, 200, 429]);
      // Another real client behind the same proxy is not affected.
      expect((await register(app, 'neighbour@example.com', { 'x-forwarded-for': '203.0.113.8' })).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('without a trusted proxy the header is ignored, so changing it changes nothing', async () => {
    const app = await startTestApp({ env: { REGISTRATION_LIMIT_PER_HOUR: '2' } });
    try {
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push((await register(app, `spoofed-${i}@example.com`, { 'x-forwarded-for': `198.51.100.${i}` })).status);
      expect(answers).toEqual([200, 200, 429]);
    } finally {
      await app.close();
    }
  });

  it('refuses TRUST_PROXY=true (it would believe anyone) and names what it wants', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: list the proxy addresses/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/not an address/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustedProxies).toEqual(['10.0.0.0/8', 'loopback']);
  });
});

describe('item 7: security headers', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { HSTS: 'true' } });
  });
  afterAll(() => app.close());

  it.each(['/', '/Dashboard', '/api/health', '/api/accountapi/session', '/api/no-such-call', '/favicon.ico'])('%s carries the policy headers', async (path) => {
    const answer = await fetch(`${app.url}${path}`);
    const csp = answer.headers.get('content-security-policy') ?? '';
    for (const directive of ["default-src 'self'", "object-src 'none'", "frame-ancestors 'none'", "base-uri 'self'"]) expect(csp).toContain(directive);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(answer.headers.get('permissions-policy')).toContain('camera=()');
    expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('sends no HSTS unless configured behind TLS', async () => {
    const plain = await startTestApp();
    try {
      expect((await fetch(`${plain.url}/api/health`)).headers.get('strict-transport-security')).toBeNull();
    } finally {
      await plain.close();
    }
  });
});
