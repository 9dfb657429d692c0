import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { findWebRoot, IMMUTABLE } from '../../apps/command-api/src/features/web-app/web-assets';
import { startTestApp, type TestApp } from '../support/test-app';

// Issue 10, wall 3: the built app is sent compressed (copies made at build), hashed files are
// cached for a year, the page itself never. `npm test` builds dist/web before running jest.
let app: TestApp;
const root = findWebRoot();
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const script = () => readdirSync(join(root!, 'assets')).find((name) => /^index-.*\.js$/.test(name))!;

describe('the web app as served', () => {
  it('sends a hashed script as its Brotli copy to a browser that accepts it, cached for a year', async () => {
    expect(root).not.toBeNull();
    const response = await fetch(`${app.url}/assets/${script()}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    // fetch decodes Brotli itself: what arrives is the script.
    const text = await response.text();
    expect(text.length).toBeGreaterThan(10_000);
    expect(brotliDecompressSync(Buffer.from(await (await fetch(`${app.url}/assets/${script()}.br`)).arrayBuffer())).toString()).toBe(text);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzip = await fetch(`${app.url}/assets/${script()}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await fetch(`${app.url}/assets/${script()}`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('cache-control')).toBe(IMMUTABLE);
    // Read to the end, so no connection stays busy when the app closes.
    expect((await gzip.text()).length).toBe((await plain.text()).length);
  });

  it('never lets the page itself be cached (it carries the anti-forgery token)', async () => {
    for (const path of ['/', '/Dashboard', '/Appointment']) {
      const page = await fetch(`${app.url}${path}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(await page.text()).toContain('<div id="root">');
    }
  });
});
