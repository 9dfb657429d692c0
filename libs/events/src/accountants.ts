import type { DomainEvent } from './envelope';

/**
 * Stream `accountant-access-{NotaryId}`: every accountant one notary has let into their books. One
 * stream per notary, owned by the notary, rather than events on the account stream: the rules
 * (no self-invitation, a second invitation of the same address adds nothing) are decided over this
 * notary's invitations alone with one expected revision; the notary's history and the
 * "who can see my books" list read it by owner; and deleting the account erases it with the rest.
 * An invitation names an e-mail address, not a user: the accountant may register after it.
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

export type AccountantAccessEvent = AccountantInvited | AccountantAccessRevoked;

export const accountantAccessStream = (notaryId: string) => `accountant-access-${notaryId}`;
