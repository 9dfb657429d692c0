import 'reflect-metadata';
import { ConfigError, loadConfig } from '@notary/platform';
import { StartupError } from '@notary/infrastructure';
import { createRuntime } from './core/runtime';
import { createServer } from './server';

/**
 * `npm start`: the command API, the live channel and the web app. In embedded mode (no connection
 * strings) the projector and the background jobs run in this process too, on a worker thread.
 *
 * Started with `node --no-memory-reducer` (package.json, Dockerfile, docker-compose.yml): when this
 * thread goes quiet after a busy spell (start-up, while the background thread catches up), V8's
 * memory reducer runs a shrinking, compacting full GC that held it for 146-178 ms in
 * `npm run bench:expenses`; without it, 32 ms. The flag only works on the command line: V8 decides
 * at heap set-up, before any code here runs.
 */
async function main(): Promise<void> {
  // Whatever this process creates (store files, their journals) is readable by its own account only.
  process.umask(0o077);
  const config = loadConfig();
  const runtime = await createRuntime({ config, backgroundIn: 'worker-thread' });
  const app = await createServer(runtime);
  const shutdown = async () => {
    await app.close();
    await runtime.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  await app.listen({ port: config.port, host: process.env.HOST ?? '0.0.0.0' });
  console.log(
    `Notary Ledger is serving http://localhost:${config.port} (${config.mode} mode, data in ${config.mode === 'embedded' ? config.dataDir : 'EventStoreDB + MongoDB'})`,
  );
}

main().catch((error: unknown) => {
  // Problems a person can fix are told plainly, without a stack trace.
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else if (error instanceof StartupError) console.error(`Cannot start: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
