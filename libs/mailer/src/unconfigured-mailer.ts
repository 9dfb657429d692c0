import { MailNotConfiguredError, type Mailer, type MailReceipt } from './mailer';

/**
 * The mailer of a server without SMTP_URL: the app still runs (an install with no mail server is
 * normal), and each send says plainly what is missing.
 */
export class UnconfiguredMailer implements Mailer {
  readonly configured = false;
  readonly description = 'E-mail is not configured (SMTP_URL is not set)';

  async send(): Promise<MailReceipt> {
    throw new MailNotConfiguredError();
  }

  async close(): Promise<void> {}
}
