/**
 * bench:outbox — the e-mail outbox's throughput to a loopback SMTP server (issue 13).
 *
 * The one-process app (API, projector and delivery worker, embedded SQLite) with SMTP_URL pointing
 * at an SMTP server on 127.0.0.1 that takes every message. N messages of a notary (each with a
 * 40 KB PDF attached, an invoice's size) are queued through the Outbox service as the invoice
 * send does; the clock runs until the outbox shows every one Sent. Beside it, the same-run
 * reference: nodemailer sending the same messages straight to the same server, two at a time (the
 * worker's concurrency), with no outbox at all.
 *
 * Options (after `--`): --quick (few messages, for trying the script). BENCH_OUTBOX_MESSAGES sets N.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createTransport } from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { loadConfig, silentLogger } from '@notary/platform';
import { createRuntime } from '../apps/command-api/src/core/runtime';
import { Outbox } from '../apps/command-api/src/features/email/outbox.service';
import { createServer } from '../apps/command-api/src/server';
import { load, printTable, progress, writeResults, type Row } from './support/report';
import { perSecond, round } from './support/stats';

const quick = process.argv.includes('--quick');
const MESSAGES = quick ? 40 : Number(process.env.BENCH_OUTBOX_MESSAGES ?? 500);
const ATTACHMENT = Buffer.alloc(40 * 1024, 'notary invoice pdf bytes ');

/** An SMTP server on loopback that takes every message and counts it. */
async function startSink() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // No reverse DNS of 127.0.0.1 per connection: the server must not be what is measured.
    disableReverseLookup: true,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'bench' });
    },
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return { url: `smtp://bench:bench@127.0.0.1:${port}`, received: () => received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function untilAllSent(count: () => Promise<number>, want: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let told = Date.now();
  while ((await count()) < want) {
    if (Date.now() - told > 10_000) {
      progress(`${await count()} of ${want} sent`);
      told = Date.now();
    }
    if (Date.now() > deadline) throw new Error(`only ${await count()} of ${want} messages sent in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function main() {
  console.log(`bench:outbox — ${new Date().toISOString()}${quick ? ' (QUICK sizes: not for reporting)' : ''}`);
  const loadAtStart = load();
  const sink = await startSink();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-outbox-'));
  const rows: Row[] = [];
  try {
    // The reference: the same messages straight through nodemailer, two in flight.
    const transport = createTransport(sink.url);
    const direct = performance.now();
    let next = 0;
    const lane = async () => {
      while (next < MESSAGES) {
        const n = next++;
        await transport.sendMail({
          from: 'maria@pena.example',
          to: 'closings@title.example',
          subject: `Invoice ${n}`,
          text: 'Please find my invoice attached.',
          attachments: [{ filename: `invoice-${n}.pdf`, content: ATTACHMENT, contentType: 'application/pdf' }],
        });
      }
    };
    await Promise.all([lane(), lane()]);
    const directMs = performance.now() - direct;
    transport.close();

    progress(`outbox: ${MESSAGES} messages through the one-process app`);
    const runtime = await createRuntime({
      config: loadConfig({ DATA_DIR: dataDir, PORT: '0', SMTP_URL: sink.url, REGISTRATION_LIMIT_PER_HOUR: '100000' }),
      logger: silentLogger,
    });
    const app = await createServer(runtime, { logLevels: ['error'] });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const outbox = app.get(Outbox);
      // A notary of the app (the message goes From their address).
      const address = app.getHttpServer().address() as { port: number };
      const password = 'bench password 1';
      const registered = await fetch(`http://127.0.0.1:${address.port}/api/accountapi/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Email: 'maria@pena.example', Password: password, PasswordConfirm: password, UserType: 0 }),
      });
      const { UserId: ownerId } = (await registered.json()) as { UserId: string };
      const before = sink.received();
      const started = performance.now();
      for (let n = 0; n < MESSAGES; n++) {
        const meta = { actorId: ownerId, commandId: `bench-${n}`, correlationId: `bench-${n}`, causationId: `bench-${n}`, address: '', userAgent: '' };
        await outbox.queue(
          { ownerId, meta },
          {
            To: ['closings@title.example'],
            Subject: `Invoice ${n}`,
            Text: 'Please find my invoice attached.',
            Attachments: [{ FileName: `invoice-${n}.pdf`, ContentType: 'application/pdf', Content: ATTACHMENT }],
            Purpose: { Kind: 'invoice', RefId: null },
          },
        );
      }
      const queuedMs = performance.now() - started;
      await untilAllSent(async () => sink.received() - before, MESSAGES, 5 * 60_000);
      const sentMs = performance.now() - started;
      rows.push({
        figure: `Outbox: ${MESSAGES} messages queued, delivered and recorded`,
        value: perSecond(MESSAGES, sentMs),
        unit: 'msg/s',
        reference: { label: 'nodemailer direct, 2 in flight', value: perSecond(MESSAGES, directMs), unit: 'msg/s' },
        note: `all taken by the SMTP server ${round(sentMs / 1000, 1)} s after the first was queued; queueing alone ${perSecond(MESSAGES, queuedMs)} msg/s`,
      });
      printTable('Money in: the e-mail outbox', rows);
      console.log(`\nLoad average at start ${loadAtStart}, at end ${load()}.`);
      console.log(`Results: ${writeResults('outbox', { messages: MESSAGES, rows, loadAtStart })}`);
    } finally {
      await app.close();
    }
  } finally {
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
