import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig, silentLogger, type Clock } from '@notary/platform';
import { createRuntime, type Runtime } from '../../apps/command-api/src/core/runtime';
import { createServer } from '../../apps/command-api/src/server';
import { within } from './deadline';

export interface TestApp {
  url: string;
  runtime: Runtime;
  app: NestFastifyApplication;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The whole embedded app (API, live channel, projector in-process, web app if built) on a random
 * port over a fresh DATA_DIR: tests talk to it over HTTP as a browser would. The projector and jobs
 * run on the test's thread (tests drive them) unless `backgroundIn: 'worker-thread'`, as `npm start` runs.
 */
export function startTestApp(
  options: { clock?: Clock; env?: Record<string, string>; dataDir?: string; backgroundIn?: 'this-thread' | 'worker-thread' } = {},
): Promise<TestApp> {
  return within('starting the test app', START_TIMEOUT_MS, openTestApp(options));
}

/** Far beyond a start on a loaded machine (about 1 s, or a few with a background thread). */
const START_TIMEOUT_MS = 60_000;
/** Requests still open this long after closing began (a browser left open) are cut off. */
const CLOSE_GRACE_MS = 5_000;
const CLOSE_TIMEOUT_MS = 30_000;

async function openTestApp(options: Parameters<typeof startTestApp>[0] = {}): Promise<TestApp> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'notary-test-'));
  // Tests register many notaries from one address; the registration throttle has its own test.
  const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', REGISTRATION_LIMIT_PER_HOUR: '100000', ...options.env });
  const runtime = await createRuntime({
    config,
    clock: options.clock,
    logger: silentLogger,
    backgroundIn: options.backgroundIn,
  });
  const app = await createServer(runtime, { logLevels: ['error'] });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address() as { port: number };
  const closeServer = async () => {
    // The live channel's close waits for every connection to end; a page still open keeps one.
    const cutOff = setTimeout(() => app.getHttpServer().closeAllConnections(), CLOSE_GRACE_MS);
    try {
      await app.close();
    } finally {
      clearTimeout(cutOff);
    }
  };
  return {
    url: `http://127.0.0.1:${address.port}`,
    runtime,
    app,
    dataDir,
    close: async () => {
      await within("closing the test app's server", CLOSE_TIMEOUT_MS, closeServer());
      await within("closing the test app's stores and background work", CLOSE_TIMEOUT_MS, runtime.close());
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
