import { ACCOUNT_LINK_TOKEN } from '@notary/events';
import type { AppConfig } from '@notary/platform';
import type { AuthenticatedRequest } from '../../core/auth/decorators';
import { ApiError } from '../../core/http/api-error';

/** Names under which a request can only come from this machine. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Where the links in e-mails point: the first of ALLOWED_ORIGINS (the public address a deployment
 * names). Without it, the address the request came to, but only when that is this machine itself
 * (the one-office install opened at localhost): a Host header names whatever the sender wants, and
 * a reset link pointing at someone else's site would hand them the token.
 */
export function linkOrigin(request: AuthenticatedRequest, config: AppConfig): string {
  const configured = config.allowedOrigins[0];
  if (configured) return configured;
  const hostname = request.host.replace(/:\d+$/, '');
  if (LOOPBACK.has(hostname)) return `${request.protocol}://${request.host}`;
  throw new ApiError(503, {
    Response: 'This server cannot send account e-mails until its public address is set (ALLOWED_ORIGINS). Please tell the person who runs it.',
    Code: 'ACCOUNT.PUBLIC_ADDRESS_NOT_SET',
  });
}

/** The texts of the messages; ACCOUNT_LINK_TOKEN is replaced by the link's token as the message leaves. */
export const recoveryMail = {
  passwordReset: (origin: string) => ({
    Subject: 'Reset your Notary Ledger password',
    Text: [
      'Someone (we hope you) asked to reset the password of your Notary Ledger account.',
      '',
      'To choose a new password, open this link within an hour:',
      `${origin}/Account/ResetPassword?token=${ACCOUNT_LINK_TOKEN}`,
      '',
      'The link works once. Resetting the password signs you out on every device.',
      'If you did not ask for this, ignore this message: your password stays as it is.',
    ].join('\n'),
  }),
  emailConfirmation: (origin: string, oldEmail: string) => ({
    Subject: 'Confirm your new Notary Ledger email address',
    Text: [
      `You asked to change the email address of your Notary Ledger account from ${oldEmail} to this one.`,
      '',
      'To confirm, open this link within an hour:',
      `${origin}/Account/ConfirmEmail?token=${ACCOUNT_LINK_TOKEN}`,
      '',
      'If you did not ask for this, ignore this message: nothing changes.',
    ].join('\n'),
  }),
  emailChangeNotice: (newEmail: string) => ({
    Subject: 'Your Notary Ledger email address is about to change',
    Text: [
      `Someone signed in to your Notary Ledger account asked to change its email address to ${newEmail}.`,
      'A confirmation link was sent there; nothing changes until it is opened.',
      '',
      'If this was not you, change your password now: open Notary Ledger, then Credentials.',
    ].join('\n'),
  }),
};
