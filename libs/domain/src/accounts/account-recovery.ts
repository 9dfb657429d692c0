import type { AccountRecoveryEvent } from '@notary/events';
import { validationError } from '../shared';

/** How long a link sent by e-mail works: long enough to reach a phone, short enough to go stale. */
export const ACCOUNT_LINK_VALID_MS = 60 * 60 * 1000;

export const RECOVERY_MESSAGES = {
  resetSent: 'If an account exists for that email address, we have sent it a link to reset the password. The link works once, within an hour.',
  resetLinkInvalid: 'This password reset link is invalid, has already been used or has expired. Please ask for a new one.',
  passwordReset: 'Your password has been reset. Please log in with your new password.',
  confirmationSent: 'We have sent a confirmation link to your new email address. Your email address changes when you open it.',
  confirmLinkInvalid: 'This confirmation link is invalid, has already been used or has expired. Please change your email address again.',
  emailChanged: 'Your email address has been changed. Use it the next time you log in.',
  sameEmail: 'That is already your email address.',
} as const;

/**
 * The account's open links. Only the latest of each kind works (a new request replaces the old link)
 * and each works once (its use clears it). Only the tokens' SHA-256 are known here.
 */
export interface RecoveryState {
  resetLink: { tokenHash: string; expiresAt: string } | null;
  emailLink: { tokenHash: string; expiresAt: string; newEmail: string } | null;
}

export type RecoveryCommand =
  | { type: 'IssuePasswordResetLink'; tokenHash: string; now: Date }
  | { type: 'ResetPassword'; tokenHash: string; now: Date }
  | { type: 'IssueEmailChangeLink'; newEmail: string; tokenHash: string; now: Date }
  | { type: 'ConfirmEmailChange'; tokenHash: string; now: Date };

export const noRecovery = (): RecoveryState => ({ resetLink: null, emailLink: null });

export function evolveRecovery(state: RecoveryState, event: AccountRecoveryEvent): RecoveryState {
  switch (event.type) {
    case 'PasswordResetRequested':
      return { ...state, resetLink: { tokenHash: event.data.TokenHash, expiresAt: event.data.ExpiresAt } };
    case 'PasswordReset':
      return { ...state, resetLink: null };
    case 'EmailChangeRequested':
      return { ...state, emailLink: { tokenHash: event.data.TokenHash, expiresAt: event.data.ExpiresAt, newEmail: event.data.NewEmail } };
    case 'EmailChanged':
      return { ...state, emailLink: null };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

const works = (link: { tokenHash: string; expiresAt: string } | null, tokenHash: string, now: Date) =>
  !!link && link.tokenHash === tokenHash && now.getTime() < new Date(link.expiresAt).getTime();

export function decideRecovery(command: RecoveryCommand, state: RecoveryState, email: string): AccountRecoveryEvent[] {
  const now = command.now.toISOString();
  const expiresAt = new Date(command.now.getTime() + ACCOUNT_LINK_VALID_MS).toISOString();
  switch (command.type) {
    case 'IssuePasswordResetLink':
      return [{ type: 'PasswordResetRequested', data: { TokenHash: command.tokenHash, ExpiresAt: expiresAt, RequestedAt: now } }];
    case 'ResetPassword':
      // Unknown, used, replaced and expired links get one answer: which it was helps no one but a guesser.
      if (!works(state.resetLink, command.tokenHash, command.now)) throw validationError('ACCOUNT.RESET_LINK_INVALID', RECOVERY_MESSAGES.resetLinkInvalid);
      return [{ type: 'PasswordReset', data: { TokenHash: command.tokenHash, ResetAt: now } }];
    case 'IssueEmailChangeLink':
      return [{ type: 'EmailChangeRequested', data: { NewEmail: command.newEmail, TokenHash: command.tokenHash, ExpiresAt: expiresAt, RequestedAt: now } }];
    case 'ConfirmEmailChange': {
      const link = state.emailLink;
      if (!link || !works(link, command.tokenHash, command.now)) throw validationError('ACCOUNT.CONFIRM_LINK_INVALID', RECOVERY_MESSAGES.confirmLinkInvalid);
      return [{ type: 'EmailChanged', data: { OldEmail: email, NewEmail: link.newEmail, ChangedAt: now } }];
    }
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}
