import { loadConfig, silentLogger } from '@notary/platform';
import { createRuntime } from '../../apps/command-api/src/core/runtime';

/**
 * The e-mail crash test's victim: the embedded runtime as npm start runs it (projector and delivery
 * worker on the background thread) over the parent's DATA_DIR, sending through the parent's SMTP
 * sink. The parent kills it with SIGKILL the moment the sink has the message, before the worker can
 * record that it was sent.
 */
async function main(): Promise<void> {
  const config = loadConfig({ DATA_DIR: process.env.DATA_DIR, SMTP_URL: process.env.SMTP_URL, PORT: '0' });
  await createRuntime({ config, logger: silentLogger, backgroundIn: 'worker-thread' });
  process.stdout.write('STARTED\n');
  // Runs until killed.
  setInterval(() => undefined, 60_000);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
