import type { AccountantAccessEvent } from '@notary/events';
import { isValidEmail, normalizeEmail, REGISTRATION_MESSAGES } from '../accounts/registration-rules';
import { notFound, validationError, type Decider } from '../shared';

/** One invitation as the notary's access stream knows it. */
export interface AccountantInvitation {
  invitationId: string;
  email: string;
  invitedAt: string;
  revokedAt: string | null;
  /** The latest acceptance link sent (its SHA-256 only); cleared once used. */
  link: { tokenHash: string; expiresAt: string } | null;
  /** Whose access it is, once the link was opened signed in with the invited address. */
  accountantId: string | null;
  acceptedAt: string | null;
}

/** The accountants one notary has let in (stream `accountant-access-{NotaryId}`), by invitation id. */
export interface AccountantAccessState {
  invitations: Record<string, AccountantInvitation>;
}

export type AccountantAccessCommand =
  | { type: 'InviteAccountant'; invitationId: string; email: string; notaryEmail: string; now: Date }
  | { type: 'RevokeAccountantAccess'; invitationId: string; now: Date }
  | { type: 'IssueAccountantInvitationLink'; invitationId: string; tokenHash: string; now: Date }
  | { type: 'AcceptAccountantInvitation'; tokenHash: string; accountantId: string; email: string; now: Date };

/** How long an invitation's link works: long enough for an accountant back from a fortnight away. */
export const ACCOUNTANT_INVITATION_LINK_VALID_MS = 14 * 24 * 60 * 60 * 1000;

export const ACCOUNTANT_MESSAGES = {
  invalidEmail: REGISTRATION_MESSAGES.invalidEmail,
  notYourself: 'You cannot invite yourself: enter your accountant’s e-mail address.',
  notFound: 'The invitation was not found.',
  linkInvalid: 'This invitation link is invalid, has already been used or has expired. Ask the notary to send the invitation again.',
  wrongAddress:
    'This invitation was sent to another e-mail address than the one you are signed in with. Sign in with the address the invitation was sent to, then open the link again.',
  closed: 'The invitation was taken back or already accepted: no link is sent for it.',
  accepted: 'You accepted the invitation.',
} as const;

const M = ACCOUNTANT_MESSAGES;

/**
 * Whether this notary's stream lets this user in now: an invitation they accepted (by the e-mailed
 * link, signed in with the invited address) and the notary has not revoked. Holding an account
 * with the invited address is not enough: registering proves nothing about owning the mailbox.
 */
export function hasAccess(state: AccountantAccessState, userId: string): boolean {
  return Object.values(state.invitations).some((invitation) => invitation.accountantId === userId && invitation.revokedAt === null);
}

/** The invitation whose open link this is, if the link still works. */
const openInvitationOf = (state: AccountantAccessState, tokenHash: string, now: Date): AccountantInvitation | null =>
  Object.values(state.invitations).find(
    (invitation) => invitation.revokedAt === null && invitation.link?.tokenHash === tokenHash && now.getTime() < new Date(invitation.link.expiresAt).getTime(),
  ) ?? null;

/**
 * A notary invites an accountant by e-mail address, and may take the access back. Inviting an
 * address already invited records nothing (a retried or repeated invitation); inviting it again
 * after a revoke opens a new invitation, to be accepted again. The e-mail's link is recorded as it
 * leaves, and accepting it with the invited address signed in is what lets the accountant in.
 */
export const accountantAccessDecider: Decider<AccountantAccessCommand, AccountantAccessState, AccountantAccessEvent> = {
  initialState: () => ({ invitations: {} }),

  evolve(state, event) {
    switch (event.type) {
      case 'AccountantInvited': {
        const { InvitationId, Email, InvitedAt } = event.data;
        // A new invitation (or one after a revoke) starts afresh: no link, nobody's access.
        const invitation = {
          invitationId: InvitationId,
          email: Email,
          invitedAt: InvitedAt,
          revokedAt: null,
          link: null,
          accountantId: null,
          acceptedAt: null,
        };
        return { invitations: { ...state.invitations, [InvitationId]: invitation } };
      }
      case 'AccountantInvitationSent': {
        const known = state.invitations[event.data.InvitationId];
        if (!known) return state;
        return {
          invitations: { ...state.invitations, [known.invitationId]: { ...known, link: { tokenHash: event.data.TokenHash, expiresAt: event.data.ExpiresAt } } },
        };
      }
      case 'AccountantInvitationAccepted': {
        const known = state.invitations[event.data.InvitationId];
        if (!known) return state;
        const accepted = { ...known, link: null, accountantId: event.data.AccountantId, acceptedAt: event.data.AcceptedAt };
        return { invitations: { ...state.invitations, [known.invitationId]: accepted } };
      }
      case 'AccountantAccessRevoked': {
        const known = state.invitations[event.data.InvitationId];
        if (!known) return state;
        return { invitations: { ...state.invitations, [known.invitationId]: { ...known, revokedAt: event.data.RevokedAt } } };
      }
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'InviteAccountant': {
        if (!isValidEmail(command.email)) throw validationError('ACCOUNTANT.EMAIL_INVALID', M.invalidEmail, { Email: M.invalidEmail });
        const Email = normalizeEmail(command.email);
        if (Email === normalizeEmail(command.notaryEmail)) throw validationError('ACCOUNTANT.SELF', M.notYourself, { Email: M.notYourself });
        const known = state.invitations[command.invitationId];
        if (known && known.revokedAt === null) return [];
        return [{ type: 'AccountantInvited', data: { InvitationId: command.invitationId, Email, InvitedAt: command.now.toISOString() } }];
      }
      case 'RevokeAccountantAccess': {
        const known = state.invitations[command.invitationId];
        if (!known) throw notFound('ACCOUNTANT.INVITATION_NOT_FOUND', M.notFound);
        if (known.revokedAt !== null) return [];
        return [{ type: 'AccountantAccessRevoked', data: { InvitationId: known.invitationId, Email: known.email, RevokedAt: command.now.toISOString() } }];
      }
      case 'IssueAccountantInvitationLink': {
        const known = state.invitations[command.invitationId];
        // A link for an invitation taken back or already used would let no one in: it is not sent.
        if (!known || known.revokedAt !== null || known.accountantId !== null) throw validationError('ACCOUNTANT.INVITATION_CLOSED', M.closed);
        const ExpiresAt = new Date(command.now.getTime() + ACCOUNTANT_INVITATION_LINK_VALID_MS).toISOString();
        return [
          {
            type: 'AccountantInvitationSent',
            data: { InvitationId: known.invitationId, TokenHash: command.tokenHash, ExpiresAt, SentAt: command.now.toISOString() },
          },
        ];
      }
      case 'AcceptAccountantInvitation': {
        // Unknown, used, replaced, expired and revoked links get one answer: which it was helps only a guesser.
        const invitation = openInvitationOf(state, command.tokenHash, command.now);
        if (!invitation) throw validationError('ACCOUNTANT.INVITATION_LINK_INVALID', M.linkInvalid);
        // The link proves the mailbox only in the hands of the account holding that address.
        if (normalizeEmail(command.email) !== invitation.email) throw validationError('ACCOUNTANT.INVITATION_OTHER_ADDRESS', M.wrongAddress);
        return [
          {
            type: 'AccountantInvitationAccepted',
            data: {
              InvitationId: invitation.invitationId,
              AccountantId: command.accountantId,
              Email: invitation.email,
              TokenHash: command.tokenHash,
              AcceptedAt: command.now.toISOString(),
            },
          },
        ];
      }
      default: {
        const exhaustive: never = command;
        return exhaustive;
      }
    }
  },
};
