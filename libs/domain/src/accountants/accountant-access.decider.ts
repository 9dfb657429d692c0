import type { AccountantAccessEvent } from '@notary/events';
import { isValidEmail, normalizeEmail, REGISTRATION_MESSAGES } from '../accounts/registration-rules';
import { notFound, validationError, type Decider } from '../shared';

/** One invitation as the notary's access stream knows it. */
export interface AccountantInvitation {
  invitationId: string;
  email: string;
  invitedAt: string;
  revokedAt: string | null;
}

/** The accountants one notary has let in (stream `accountant-access-{NotaryId}`), by invitation id. */
export interface AccountantAccessState {
  invitations: Record<string, AccountantInvitation>;
}

export type AccountantAccessCommand =
  | { type: 'InviteAccountant'; invitationId: string; email: string; notaryEmail: string; now: Date }
  | { type: 'RevokeAccountantAccess'; invitationId: string; now: Date };

export const ACCOUNTANT_MESSAGES = {
  invalidEmail: REGISTRATION_MESSAGES.invalidEmail,
  notYourself: 'You cannot invite yourself: enter your accountant’s e-mail address.',
  notFound: 'The invitation was not found.',
} as const;

const M = ACCOUNTANT_MESSAGES;

/** Whether this notary's stream lets the holder of `email` in now (invited and not revoked). */
export function hasAccess(state: AccountantAccessState, email: string): boolean {
  const wanted = normalizeEmail(email);
  return Object.values(state.invitations).some((invitation) => invitation.email === wanted && invitation.revokedAt === null);
}

/**
 * A notary invites an accountant by e-mail address, and may take the access back. Inviting an
 * address that is already let in records nothing (a retried or repeated invitation); inviting it
 * again after a revoke lets it in again.
 */
export const accountantAccessDecider: Decider<AccountantAccessCommand, AccountantAccessState, AccountantAccessEvent> = {
  initialState: () => ({ invitations: {} }),

  evolve(state, event) {
    switch (event.type) {
      case 'AccountantInvited': {
        const { InvitationId, Email, InvitedAt } = event.data;
        return { invitations: { ...state.invitations, [InvitationId]: { invitationId: InvitationId, email: Email, invitedAt: InvitedAt, revokedAt: null } } };
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
      default: {
        const exhaustive: never = command;
        return exhaustive;
      }
    }
  },
};
