import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/**
 * A real SMTP server on loopback that keeps what it receives, for tests of anything that sends
 * e-mail: point SMTP_URL (or a mailer) at `sink.url`, act, then `await sink.waitFor(1)` and look at
 * the envelope and the parsed message.
 *
 *   const sink = await startSmtpSink();
 *   const mailer = createMailer(sink.url);
 *   await mailer.send({ ... });
 *   const [mail] = await sink.waitFor(1);
 *   expect(mail.envelope.to).toEqual(['signer@example.com']);
 *   expect(mail.parsed.subject).toBe('Your signing appointment');
 *   await sink.close();
 *
 * A message is parsed before the sink answers 250, so once a send has resolved the message is
 * already in `received`. `failNext` makes the sink answer like a server in trouble (4xx) or one
 * that refuses (5xx).
 */
export interface SmtpSink {
  /** `smtp://user:pass@127.0.0.1:PORT`, with the sink's credentials. */
  readonly url: string;
  readonly port: number;
  /** Every message taken so far, oldest first (a live array: `clear()` empties it). */
  readonly received: ReceivedMail[];
  /** Resolves with `received` once it holds at least `count` messages; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** The `nth` message (1 for the first) sent to `address`, once it has arrived; rejects when none comes in `timeoutMs`. */
  mailTo(address: string, nth?: number, timeoutMs?: number): Promise<ReceivedMail>;
  /**
   * Answers the next `times` DATA commands (the message itself, the default) or RCPT commands (one
   * per recipient) with this SMTP code and text, e.g. `failNext(451, 'Try again later')`. Calls add
   * up: failures are used in the order they were asked for.
   */
  failNext(code: number, message: string, times?: number, at?: SmtpStage): void;
  /** Forgets the messages received and any failure not yet used. */
  clear(): void;
  close(): Promise<void>;
}

export type SmtpStage = 'DATA' | 'RCPT';

export interface ReceivedMail {
  /** What the client said in MAIL FROM and RCPT TO: Bcc recipients appear here and nowhere else. */
  envelope: { from: string; to: string[] };
  /** The message as mailparser reads it (subject, text, html, attachments, headers, messageId). */
  parsed: ParsedMail;
  /** The message's bytes as they arrived. */
  raw: Buffer;
}

export interface SmtpSinkOptions {
  /** The login the sink's url carries and the sink accepts (default `user` / `pass`); any other login is refused with 535. */
  user?: string;
  pass?: string;
}

interface PlannedFailure {
  code: number;
  message: string;
  at: SmtpStage;
}

/** Starts a sink on 127.0.0.1, on a port the system picks. */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const user = options.user ?? 'user';
  const pass = options.pass ?? 'pass';
  const received: ReceivedMail[] = [];
  const failures: PlannedFailure[] = [];
  const waiters = new Set<() => void>();

  /** The next planned failure for this stage, used up. */
  const takeFailure = (at: SmtpStage): Error | null => {
    const index = failures.findIndex((failure) => failure.at === at);
    if (index < 0) return null;
    const [failure] = failures.splice(index, 1);
    return smtpError(failure!.code, failure!.message);
  };

  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    // No reverse DNS of 127.0.0.1 (slow where DNS is not reachable), no log lines in test output.
    disableReverseLookup: true,
    logger: false,
    // Clients hang up after each message; nothing should keep close() waiting long.
    closeTimeout: 1000,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === pass) return callback(null, { user: auth.username });
      callback(smtpError(535, 'Authentication credentials invalid'));
    },
    onRcptTo(_address, _session, callback) {
      callback(takeFailure('RCPT'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      // The stream must be read to its end before answering, whether the message is taken or not.
      stream.on('end', () => {
        const failure = takeFailure('DATA');
        if (failure) return callback(failure);
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (parsed) => {
            received.push({ envelope: envelopeOf(session), parsed, raw });
            for (const wake of waiters) wake();
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://${encodeURIComponent(user)}:${encodeURIComponent(pass)}@127.0.0.1:${port}`,
    port,
    received,

    waitFor(count, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(received);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`The SMTP sink received ${received.length} message(s) within ${timeoutMs} ms, not ${count}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },

    async mailTo(address, nth = 1, timeoutMs = 15_000) {
      for (;;) {
        const mails = received.filter((mail) => mail.envelope.to.includes(address));
        if (mails.length >= nth) return mails[nth - 1]!;
        await (this as SmtpSink).waitFor(received.length + 1, timeoutMs);
      }
    },

    failNext(code, message, times = 1, at = 'DATA') {
      for (let time = 0; time < times; time++) failures.push({ code, message, at });
    },

    clear() {
      received.length = 0;
      failures.length = 0;
    },

    close() {
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** smtp-server answers an error with its responseCode and message: `451 Try again later`. */
function smtpError(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

function envelopeOf(session: SMTPServerSession): ReceivedMail['envelope'] {
  const { mailFrom, rcptTo } = session.envelope;
  return { from: mailFrom ? mailFrom.address : '', to: rcptTo.map((recipient) => recipient.address) };
}
