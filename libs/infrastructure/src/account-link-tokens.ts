import { createHash, randomBytes } from 'node:crypto';

/**
 * Tokens of the links sent by e-mail: the id of whose stream holds the link's hash, a dot, and 256
 * random bits. For a password reset or an e-mail confirmation that is the account (`user-{id}`);
 * for an accountant's invitation, the inviting notary (`accountant-access-{id}`). The id only says
 * which stream to check, and each kind's endpoint checks only its own stream, so a token of one
 * kind never works as another. The random part is the secret; only the SHA-256 of the whole token
 * is ever stored.
 */
export function newAccountLinkToken(subjectId: string): string {
  return `${subjectId}.${randomBytes(32).toString('base64url')}`;
}

export const accountLinkTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The id a token names (the account, or the inviting notary), or null when it is not shaped like one of ours. */
export function accountOfLinkToken(token: string): string | null {
  const match = /^([A-Za-z0-9-]{1,64})\.[A-Za-z0-9_-]{43}$/.exec(token.trim());
  return match ? match[1]! : null;
}

/** The notary an accountant invitation's token names (the same shape: see newAccountLinkToken). */
export const notaryOfInvitationToken = accountOfLinkToken;
