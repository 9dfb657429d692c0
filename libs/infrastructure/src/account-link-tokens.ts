import { createHash, randomBytes } from 'node:crypto';

/**
 * Tokens of the links sent by e-mail (password reset, e-mail confirmation): the account's id, a dot,
 * and 256 random bits. The id only says which account's stream to check; the random part is the
 * secret. Only the SHA-256 of the whole token is ever stored.
 */
export function newAccountLinkToken(userId: string): string {
  return `${userId}.${randomBytes(32).toString('base64url')}`;
}

export const accountLinkTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The account a token names, or null when it is not shaped like one of ours. */
export function accountOfLinkToken(token: string): string | null {
  const match = /^([A-Za-z0-9-]{1,64})\.[A-Za-z0-9_-]{43}$/.exec(token.trim());
  return match ? match[1]! : null;
}
