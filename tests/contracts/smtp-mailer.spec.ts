import { createServer, type Server, type Socket } from 'node:net';
import { MailDeliveryError, SmtpMailer } from '@notary/mailer';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { mailerContract } from './mailer.contract';

mailerContract('SMTP (nodemailer)', (smtpUrl) => new SmtpMailer(smtpUrl), startSmtpSink);

const mail = { messageId: 'outbox-1', from: 'pat@notary.example', to: ['signer@example.com'], subject: 'Hello', text: 'Hello' };

describe('SmtpMailer specifics', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink({ user: 'pat@notary.example', pass: 'right password' });
  });
  afterAll(() => sink.close());
  beforeEach(() => sink.clear());

  it('logs in with the URL’s credentials, decoded', async () => {
    expect(sink.url).toContain('pat%40notary.example:right%20password@');
    const mailer = new SmtpMailer(sink.url);
    await mailer.send(mail);
    expect(await sink.waitFor(1)).toHaveLength(1);
    await mailer.close();
  });

  it('fails permanently when the server refuses the login', async () => {
    const mailer = new SmtpMailer(`smtp://pat%40notary.example:wrong@127.0.0.1:${sink.port}`);
    const failure = await mailer.send(mail).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MailDeliveryError);
    expect(failure).toMatchObject({ permanent: true, responseCode: 535 });
    expect((failure as Error).message).not.toContain('wrong');
  });

  it('fails transiently when a server takes the connection but never greets', async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}`, { greetingTimeoutMs: 200 });
      const started = Date.now();
      const failure = await mailer.send(mail).catch((error: unknown) => error);
      expect(failure).toMatchObject({ permanent: false });
      expect((failure as Error).message).toMatch(/Greeting never received/);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('refuses to send once closed, transiently (another instance can)', async () => {
    const mailer = new SmtpMailer(sink.url);
    await mailer.close();
    await expect(mailer.send(mail)).rejects.toMatchObject({ name: 'MailDeliveryError', permanent: false });
    expect(sink.received).toEqual([]);
  });

  it('describes the server by host and port, with the default ports and TLS', () => {
    expect(new SmtpMailer('smtp://user:hunter2@mail.example.com:2525').description).toBe('SMTP mail.example.com:2525');
    expect(new SmtpMailer('smtp://mail.example.com').description).toBe('SMTP mail.example.com:587');
    expect(new SmtpMailer('smtps://user:hunter2@mail.example.com').description).toBe('SMTP mail.example.com:465 (TLS)');
  });

  it('refuses a URL that is not SMTP, without echoing the password', () => {
    expect(() => new SmtpMailer('https://user:hunter2@mail.example.com')).toThrow(/smtp:\/\/ or smtps:\/\//);
    expect(() => new SmtpMailer('https://user:hunter2@mail.example.com')).not.toThrow(/hunter2/);
    expect(() => new SmtpMailer('not a url hunter2')).toThrow(/not a URL/);
    expect(() => new SmtpMailer('not a url hunter2')).not.toThrow(/hunter2/);
  });
});
