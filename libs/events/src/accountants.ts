import type { DomainEvent } from './envelope';

/**
 * Stream `accountant-access-{NotaryId}`: every accountant one notary has let into their books. One
 * stream per notary, owned by the notary, rather than events on the account stream: the rules
 * (no self-invitation, a second invitation of the same address adds nothing) are decided over this
 * notary's invitations alone with one expected revision; the notary's history and the
 * "who can see my books" list read it by owner; and deleting the account erases it with the rest.
 * An invitation names an e-mail address, not a user: the accountant may register after it, and is
 * let in only once they open the e-mailed link signed in with that address (AccountantInvitationAccepted).
 */
export type AccountantInvited = DomainEvent<
  'AccountantInvited',
  {
    /** Derived from the notary and the address, so inviting the same address again is the same invitation. */
    InvitationId: string;
    /** Lower-cased, trimmed. */
    Email: string;
    InvitedAt: string;
  }
>;
/** The notary took the access back: the accountant's next call answers 404. */
export type AccountantAccessRevoked = DomainEvent<'AccountantAccessRevoked', { InvitationId: string; Email: string; RevokedAt: string }>;

/**
 * The invitation's e-mail left with a single-use acceptance link. As with a password reset, the
 * token is made by the delivery worker as the message leaves and only its SHA-256 is recorded; a
 * later link replaces the earlier one (only the latest unused, unexpired link works).
 */
export type AccountantInvitationSent = DomainEvent<'AccountantInvitationSent', { InvitationId: string; TokenHash: string; ExpiresAt: string; SentAt: string }>;
/**
 * The accountant opened the link signed in with the invited address: from now on the access is
 * theirs, by user id (an account registered with the address proves nothing until the link is used).
 */
export type AccountantInvitationAccepted = DomainEvent<
  'AccountantInvitationAccepted',
  { InvitationId: string; AccountantId: string; Email: string; TokenHash: string; AcceptedAt: string }
>;

export type AccountantAccessEvent = AccountantInvited | AccountantAccessRevoked | AccountantInvitationSent | AccountantInvitationAccepted;

export const accountantAccessStream = (notaryId: string) => `accountant-access-${notaryId}`;
