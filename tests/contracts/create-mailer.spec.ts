import {
  createMailer,
  deliveryError,
  MailDeliveryError,
  MailNotConfiguredError,
  messageIdHeader,
  redactSmtpUrl,
  SmtpMailer,
  UnconfiguredMailer,
} from '@notary/mailer';

const mail = { messageId: 'outbox-1', from: 'pat@notary.example', to: ['signer@example.com'], subject: 'Hello', text: 'Hello' };

describe('a server without SMTP_URL', () => {
  it('gets a mailer that is not configured and refuses every send with the operator’s message', async () => {
    for (const setting of [undefined, '', '   ']) {
      const mailer = createMailer(setting);
      expect(mailer).toBeInstanceOf(UnconfiguredMailer);
      expect(mailer.configured).toBe(false);
      expect(mailer.description).toMatch(/not configured/);
      await expect(mailer.send(mail)).rejects.toBeInstanceOf(MailNotConfiguredError);
      await expect(mailer.send(mail)).rejects.toThrow('E-mail is not configured on this server: set SMTP_URL to send e-mail.');
      await mailer.close();
    }
  });
});

describe('a server with SMTP_URL', () => {
  it('gets the SMTP mailer (the setting trimmed)', async () => {
    const mailer = createMailer('  smtps://user:pass@mail.example.com  ');
    expect(mailer).toBeInstanceOf(SmtpMailer);
    expect(mailer.configured).toBe(true);
    expect(mailer.description).toBe('SMTP mail.example.com:465 (TLS)');
    await mailer.close();
  });

  it('fails to start on a malformed SMTP_URL', () => {
    expect(() => createMailer('mail.example.com:587')).toThrow(/smtp:\/\//);
  });
});

describe('redactSmtpUrl', () => {
  it('drops the password and masks secret query values, keeping what helps a reader', () => {
    expect(redactSmtpUrl('smtp://pat%40notary.example:hunter2@mail.example.com:587')).toBe('smtp://pat%40notary.example@mail.example.com:587');
    expect(redactSmtpUrl('smtps://mail.example.com')).toBe('smtps://mail.example.com');
    expect(redactSmtpUrl('smtp://u:p@h:25?pool=true&clientSecret=abc&refreshToken=def')).toBe('smtp://u@h:25?pool=true&clientSecret=***&refreshToken=***');
    expect(redactSmtpUrl('hunter2 is not a url')).not.toContain('hunter2');
  });
});

describe('messageIdHeader', () => {
  it('wraps the id in the app’s domain, escaping what a Message-ID may not hold', () => {
    expect(messageIdHeader('0f8e2c1a-7b7e-4a52-9a55-1e2d3c4b5a69')).toBe('<0f8e2c1a-7b7e-4a52-9a55-1e2d3c4b5a69@notary.local>');
    expect(messageIdHeader('a b@c<d>é=')).toBe('<a=20b=40c=3Cd=3E=C3=A9=3D@notary.local>');
  });
});

describe('deliveryError', () => {
  const failure = (message: string, fields: object) => Object.assign(new Error(message), fields);

  it('decides by the reply code, else by the kind of failure', () => {
    expect(deliveryError(failure('Message failed: 452 Mailbox full', { code: 'EMESSAGE', responseCode: 452 }))).toMatchObject({
      permanent: false,
      responseCode: 452,
    });
    expect(deliveryError(failure('Message failed: 552 Too big', { code: 'EMESSAGE', responseCode: 552 }))).toMatchObject({
      permanent: true,
      responseCode: 552,
    });
    expect(deliveryError(failure('connect ECONNRESET', { code: 'ESOCKET' }))).toMatchObject({ permanent: false });
    expect(deliveryError(failure('Connection timeout', { code: 'ETIMEDOUT' }))).toMatchObject({ permanent: false });
    expect(deliveryError(failure('getaddrinfo ENOTFOUND mail.example.com', { code: 'EDNS' }))).toMatchObject({ permanent: false });
    expect(deliveryError(failure('No recipients defined', { code: 'EENVELOPE' }))).toMatchObject({ permanent: true });
    expect(deliveryError(failure('Missing credentials for "PLAIN"', { code: 'EAUTH' }))).toMatchObject({ permanent: true });
    expect(deliveryError('something odd')).toMatchObject({ permanent: false, message: 'Mail delivery failed: something odd' });
  });

  it('keeps a mix of refusals retryable when one of them was temporary', () => {
    const refusals = [failure('550', { responseCode: 550 }), failure('451', { responseCode: 451 })];
    expect(deliveryError(failure('all recipients were rejected', { code: 'EENVELOPE', responseCode: 451, rejectedErrors: refusals }))).toMatchObject({
      permanent: false,
      responseCode: 451,
    });
  });

  it('passes a MailDeliveryError through', () => {
    const error = new MailDeliveryError('already decided', true, 550);
    expect(deliveryError(error)).toBe(error);
  });
});
