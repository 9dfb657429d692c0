import type { Mailer } from './mailer';
import { SmtpMailer, type SmtpMailerOptions } from './smtp-mailer';
import { UnconfiguredMailer } from './unconfigured-mailer';

/**
 * The mailer for this server's settings: SMTP when SMTP_URL is set, otherwise one that refuses
 * every send with MailNotConfiguredError. A malformed SMTP_URL throws at start-up, with the
 * password left out of the message (redactSmtpUrl, in smtp-url.ts, is the same redaction for logs).
 */
export function createMailer(smtpUrl: string | undefined, options?: SmtpMailerOptions): Mailer {
  const url = smtpUrl?.trim();
  return url ? new SmtpMailer(url, options) : new UnconfiguredMailer();
}
