import type { DomainEvent } from './envelope';

/**
 * Getting back in: a password reset by e-mail and a change of e-mail address, each proved by a link
 * sent by e-mail. The link's token never enters the log: the outbox queues the message with
 * ACCOUNT_LINK_TOKEN in its text, and the delivery worker makes the token as the message leaves,
 * recording only its SHA-256 (TokenHash) and expiry on the account stream `user-{UserId}`.
 */

/** A reset link was sent. A later one replaces it; only the latest unused, unexpired link works. */
export type PasswordResetRequested = DomainEvent<'PasswordResetRequested', { TokenHash: string; ExpiresAt: string; RequestedAt: string }>;
/** The link was used: the new hash went to the credentials store, every session was ended. */
export type PasswordReset = DomainEvent<'PasswordReset', { TokenHash: string; ResetAt: string }>;
/** A confirmation link was sent to the new address. A later request replaces it. */
export type EmailChangeRequested = DomainEvent<'EmailChangeRequested', { NewEmail: string; TokenHash: string; ExpiresAt: string; RequestedAt: string }>;
/** The new address was confirmed and claimed; the old one was released. */
export type EmailChanged = DomainEvent<'EmailChanged', { OldEmail: string; NewEmail: string; ChangedAt: string }>;

export type AccountRecoveryEvent = PasswordResetRequested | PasswordReset | EmailChangeRequested | EmailChanged;

/** Stream `user-email-{email}`: the address was given up by a change of e-mail; anyone may claim it again. */
export type EmailReleased = DomainEvent<'EmailReleased', { Email: string; UserId: string }>;

/** Who holds an address now, from its claim stream: the last claim, unless a release followed it. */
export function claimHolder(events: readonly { type: string; data: unknown }[]): string | null {
  const last = events[events.length - 1];
  return last?.type === 'EmailClaimed' ? (last.data as { UserId: string }).UserId : null;
}

/** Stands in a queued message's text for the link's token, which the delivery worker makes at sending. */
export const ACCOUNT_LINK_TOKEN = '[AccountLinkToken]';
