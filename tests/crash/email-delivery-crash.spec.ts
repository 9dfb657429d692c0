import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { spawn } from 'node:child_process';
import { emailStream } from '@notary/events';
import { EMAIL_CLAIM_LEASE_MS, outboxDecider } from '@notary/domain';
import { handleCommand, openStores } from '@notary/infrastructure';
import { messageIdHeader } from '@notary/mailer';
import { EmailDeliveryWorker } from '@notary/policies';
import { loadConfig, ManualClock, silentLogger } from '@notary/platform';
import { createRuntime, type Runtime } from '../../apps/command-api/src/core/runtime';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';

const MESSAGE_ID = 'crash-mail-1';
const OWNER = 'crash-notary';

/** Queues one message straight into DATA_DIR's log, as the API would. */
async function queueOne(dataDir: string): Promise<void> {
  const stores = await openStores(loadConfig({ DATA_DIR: dataDir, PORT: '0' }));
  try {
    const email = {
      From: '"Crash Notary" <notary@example.com>',
      ReplyTo: 'notary@example.com',
      To: ['dana@title.example'],
      Cc: [],
      Bcc: [],
      Subject: 'Invoice 1001',
      Text: 'Please find my invoice.',
      Attachments: [],
      Purpose: { Kind: 'invoice' as const, RefId: null },
    };
    await handleCommand(
      stores.eventStore,
      emailStream(MESSAGE_ID),
      outboxDecider,
      { type: 'QueueEmail', messageId: MESSAGE_ID, ownerId: OWNER, email },
      {
        ownerId: OWNER,
        actorId: OWNER,
        commandId: 'queue-crash-mail',
        correlationId: 'queue-crash-mail',
        causationId: 'queue-crash-mail',
        now: new Date(),
      },
    );
  } finally {
    await stores.close();
  }
}

/** Starts the child; kills it with SIGKILL as soon as the sink has taken the message. */
async function sendAndDie(dataDir: string, sink: SmtpSink): Promise<void> {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', path.join(__dirname, 'email-child.ts')], {
    env: { ...process.env, DATA_DIR: dataDir, SMTP_URL: sink.url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
  try {
    await sink.waitFor(1, 30_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}; child said: ${stderr}`, { cause: error });
  }
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
}

async function logOf(runtime: Runtime) {
  return (await runtime.stores.eventStore.readStream(emailStream(MESSAGE_ID))).map((event) => event.type);
}

describe('the outbox across kill -9 and restarts', () => {
  it('sends again, with the same Message-ID, what a killed worker had handed over unrecorded, and never a message recorded as sent', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'notary-email-crash-'));
    const sink = await startSmtpSink();
    try {
      await queueOne(dataDir);
      await sendAndDie(dataDir, sink);

      // Restarted (a new runtime on the same DATA_DIR) once the dead worker's claim has lapsed.
      const clock = new ManualClock(new Date(Date.now() + EMAIL_CLAIM_LEASE_MS + 1000));
      const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', SMTP_URL: sink.url });
      let runtime = await createRuntime({ config, clock, logger: silentLogger });
      const before = await logOf(runtime);
      expect(before.slice(0, 2)).toEqual(['EmailQueued', 'EmailDeliveryAttempted']);
      const recordedBeforeDeath = before.includes('EmailSent');
      await runtime.background!.job(EmailDeliveryWorker)!.deliverDue();
      const expected = recordedBeforeDeath ? 1 : 2;
      await sink.waitFor(expected);
      // The one at-least-once window: the server had it, the log did not. The copy says it is the same message.
      expect(new Set(sink.received.map((mail) => mail.parsed.messageId))).toEqual(new Set([messageIdHeader(MESSAGE_ID)]));
      const after = await logOf(runtime);
      expect(after.filter((type) => type === 'EmailSent')).toHaveLength(1);
      // The dead worker's attempt is on record as one that did not finish.
      if (!recordedBeforeDeath) expect(after).toEqual(['EmailQueued', 'EmailDeliveryAttempted', 'EmailDeliveryFailed', 'EmailDeliveryAttempted', 'EmailSent']);
      await runtime.close();

      // Restarted again, a day later: the message is recorded as sent and goes nowhere.
      clock.advance(24 * 3_600_000);
      runtime = await createRuntime({ config, clock, logger: silentLogger });
      expect(await runtime.background!.job(EmailDeliveryWorker)!.deliverDue()).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(sink.received).toHaveLength(expected);
      expect(await logOf(runtime)).toEqual(after);
      await runtime.close();
    } finally {
      await sink.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
