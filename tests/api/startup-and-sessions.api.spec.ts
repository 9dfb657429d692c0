import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ApiClient } from '../support/api-client';
import { startTestApp } from '../support/test-app';

const run = promisify(execFile);
const startServer = (env: Record<string, string>) =>
  run(process.execPath, ['-r', '@swc-node/register', 'apps/command-api/src/main.ts'], { env: { ...process.env, ...env }, timeout: 20_000 }).then(
    (result) => ({ code: 0, ...result }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

describe('start-up', () => {
  it('keeps sessions across a restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'notary-restart-'));
    const first = await startTestApp({ dataDir });
    const ann = new ApiClient(first.url);
    await ann.register('restart@example.com');
    await first.close();

    const second = await startTestApp({ dataDir });
    try {
      const again = new ApiClient(second.url);
      again.cookie = ann.cookie;
      const session = await again.get('/api/accountapi/session');
      expect(session.status).toBe(200);
      expect(session.body.Email).toBe('restart@example.com');
    } finally {
      await second.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a DATA_DIR another instance holds, with a plain message', async () => {
    const app = await startTestApp();
    try {
      const result = await startServer({ DATA_DIR: app.dataDir, PORT: '0' });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`Cannot start: DATA_DIR ${app.dataDir} is locked: another instance of the app is using it.`);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    } finally {
      await app.close();
    }
  }, 90_000);

  it.each([
    [{ PORT: 'eighty' }, 'Configuration error: PORT: must be a whole number, got "eighty"'],
    [{ EVENTSTORE_CONNECTION_STRING: 'esdb://localhost:2113?tls=false' }, 'Configuration error: MONGODB_URI: the distributed mode needs both'],
    [{ MONGODB_URI: 'postgres://nope' }, 'Configuration error: MONGODB_URI: must look like mongodb://'],
    [{ DATA_DIR: '/dev/null/data' }, 'Cannot start: DATA_DIR /dev/null/data cannot be created: a part of its path is a file'],
    [{ DATA_DIR: '/dev/null' }, 'Cannot start: DATA_DIR /dev/null is not a directory'],
  ])(
    'stops on a bad setting %p and names it',
    async (env, message) => {
      const result = await startServer({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'notary-cfg-')), PORT: '0', ...env });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(message);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    },
    30_000,
  );
});
