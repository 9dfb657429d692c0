import { createServer } from 'node:net';
import { MailDeliveryError, type Mailer, type OutgoingMail } from '@notary/mailer';
import type { SmtpSink } from '../support/smtp-sink';

/** A port nothing listens on: listen on a free one, then let it go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Bytes shaped like a PDF that also hold every byte value, so any re-encoding would show. */
function pdfBytes(): Buffer {
  const everyByte = Buffer.from(Array.from({ length: 256 }, (_, value) => value));
  return Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'), everyByte, everyByte.reverse(), Buffer.from('\n%%EOF\n')]);
}

const mail = (overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  messageId: 'outbox-0001',
  from: 'Pat Notary <pat@notary.example>',
  to: ['signer@example.com'],
  subject: 'Your signing appointment',
  text: 'See you on Monday.',
  ...overrides,
});

async function failureOf(sending: Promise<unknown>): Promise<MailDeliveryError> {
  const error = await sending.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(MailDeliveryError);
  return error as MailDeliveryError;
}

/**
 * What every Mailer that speaks SMTP must do, run against a real SMTP server on loopback (the
 * sink): deliver envelope, headers and attachments faithfully, keep the Message-ID an outbox
 * retries by, and say whether a failure is worth retrying.
 *
 * `makeMailer` builds the adapter for an SMTP URL; `startSink` starts the server it talks to
 * (startSmtpSink), once for the suite.
 */
export function mailerContract(name: string, makeMailer: (smtpUrl: string) => Mailer, startSink: () => Promise<SmtpSink>): void {
  describe(`Mailer contract: ${name}`, () => {
    let sink: SmtpSink;
    let mailer: Mailer;
    beforeAll(async () => {
      sink = await startSink();
    });
    afterAll(() => sink.close());
    beforeEach(() => {
      sink.clear();
      mailer = makeMailer(sink.url);
    });
    afterEach(() => mailer.close());

    it('is configured, and its description names the server but never the password', () => {
      expect(mailer.configured).toBe(true);
      expect(mailer.description).toContain(`127.0.0.1:${sink.port}`);
      const secretive = makeMailer(`smtp://pat%40notary.example:s3cret%2Fpass%40word@127.0.0.1:${sink.port}`);
      for (const secret of ['s3cret', 's3cret/pass@word', 's3cret%2Fpass%40word']) expect(secretive.description).not.toContain(secret);
    });

    it('delivers to To, Cc and Bcc, and keeps Bcc out of the headers', async () => {
      const receipt = await mailer.send(
        mail({
          replyTo: 'office@notary.example',
          to: ['signer@example.com', 'cosigner@example.com'],
          cc: ['escrow@title.example'],
          bcc: ['archive@notary.example'],
        }),
      );
      const [received] = await sink.waitFor(1);
      expect(received!.envelope.from).toBe('pat@notary.example');
      expect([...received!.envelope.to].sort()).toEqual(['archive@notary.example', 'cosigner@example.com', 'escrow@title.example', 'signer@example.com']);
      expect([...receipt.accepted].sort()).toEqual([...received!.envelope.to].sort());
      expect(receipt.rejected).toEqual([]);
      expect(receipt.response).toMatch(/^250/);

      const { parsed, raw } = received!;
      expect(parsed.from?.value).toEqual([{ name: 'Pat Notary', address: 'pat@notary.example' }]);
      expect(parsed.replyTo?.text).toBe('office@notary.example');
      expect(parsed.bcc).toBeUndefined();
      expect(parsed.headers.has('bcc')).toBe(false);
      expect(raw.toString('latin1')).not.toContain('archive@notary.example');
      expect(parsed.cc && !Array.isArray(parsed.cc) && parsed.cc.text).toBe('escrow@title.example');
    });

    it('delivers subject, text and html as written, accents and curly quotes included', async () => {
      await mailer.send(
        mail({
          subject: 'Signing with José Núñez – “Refinance”',
          text: 'Dear José,\nsee you at 9:05 AM.\n',
          html: '<p>Dear José,</p><p>see you at 9:05 AM.</p>',
        }),
      );
      const [{ parsed }] = await sink.waitFor(1);
      expect(parsed.subject).toBe('Signing with José Núñez – “Refinance”');
      expect(parsed.text).toBe('Dear José,\nsee you at 9:05 AM.\n');
      expect(parsed.html).toContain('<p>Dear José,</p>');
    });

    it('delivers a PDF attachment byte for byte, with its file name and type', async () => {
      const pdf = pdfBytes();
      await mailer.send(mail({ attachments: [{ filename: 'Invoice 1042.pdf', contentType: 'application/pdf', content: pdf }] }));
      const [received] = await sink.waitFor(1);
      expect(received!.parsed.attachments).toHaveLength(1);
      const [attachment] = received!.parsed.attachments;
      expect(attachment!.filename).toBe('Invoice 1042.pdf');
      expect(attachment!.contentType).toBe('application/pdf');
      expect(attachment!.content.equals(pdf)).toBe(true);
    });

    it('sends the Message-ID made from the message id, the same on every try', async () => {
      const first = await mailer.send(mail({ messageId: 'outbox-7f3a' }));
      const again = await mailer.send(mail({ messageId: 'outbox-7f3a' }));
      const received = await sink.waitFor(2);
      expect(first.messageId).toBe('<outbox-7f3a@notary.local>');
      expect(again.messageId).toBe(first.messageId);
      expect(received.map(({ parsed }) => parsed.messageId)).toEqual(['<outbox-7f3a@notary.local>', '<outbox-7f3a@notary.local>']);
    });

    it('fails transiently on a 4xx reply, and the retry goes through', async () => {
      sink.failNext(451, 'Requested action aborted: local error in processing');
      const failure = await failureOf(mailer.send(mail()));
      expect(failure).toMatchObject({ permanent: false, responseCode: 451 });
      expect(failure.message).toContain('451');
      await mailer.send(mail());
      expect(await sink.waitFor(1)).toHaveLength(1);
    });

    it('fails permanently on a 5xx reply', async () => {
      sink.failNext(554, 'Transaction failed: message rejected as spam');
      expect(await failureOf(mailer.send(mail()))).toMatchObject({ permanent: true, responseCode: 554 });
      expect(sink.received).toEqual([]);
    });

    it('delivers to the recipients the server takes and reports the one it refused', async () => {
      sink.failNext(550, 'No such user here', 1, 'RCPT');
      const receipt = await mailer.send(mail({ to: ['gone@example.com', 'signer@example.com'] }));
      expect(receipt.rejected).toEqual(['gone@example.com']);
      expect(receipt.accepted).toEqual(['signer@example.com']);
      const [received] = await sink.waitFor(1);
      expect(received!.envelope.to).toEqual(['signer@example.com']);
    });

    it('fails permanently when every recipient is refused for good, transiently when for now', async () => {
      sink.failNext(550, 'No such user here', 2, 'RCPT');
      expect(await failureOf(mailer.send(mail({ to: ['gone@example.com', 'left@example.com'] })))).toMatchObject({ permanent: true, responseCode: 550 });
      sink.failNext(450, 'Mailbox busy, try again later', 1, 'RCPT');
      expect(await failureOf(mailer.send(mail()))).toMatchObject({ permanent: false, responseCode: 450 });
      expect(sink.received).toEqual([]);
    });

    it('fails transiently when nothing listens (connection refused)', async () => {
      const unreachable = makeMailer(`smtp://user:pass@127.0.0.1:${await closedPort()}`);
      try {
        const failure = await failureOf(unreachable.send(mail()));
        expect(failure.permanent).toBe(false);
        expect(failure.responseCode).toBeUndefined();
        expect(failure.message).toMatch(/ECONNREFUSED/);
      } finally {
        await unreachable.close();
      }
    });
  });
}
