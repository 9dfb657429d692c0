import { ACCOUNTANT_ACCESS_EVENT_TYPES, type AccountantAccessEvent } from '@notary/events';
import { documentPerStream, type RecordedOf } from '@notary/projection-runtime';
import { ACCOUNTANT_INVITATIONS, type AccountantInvitationDocument, type AccountantInvitationFields } from './accountant-invitation.document';

const known = (document: AccountantInvitationDocument | null, event: RecordedOf<AccountantAccessEvent['type']>): AccountantInvitationDocument => {
  if (!document) throw new Error(`Invitation ${event.data.InvitationId} has no document for ${event.type}`);
  return document;
};

/** The invitation's document after one event. Pure. */
export function evolveAccountantInvitation(
  document: AccountantInvitationDocument | null,
  event: RecordedOf<AccountantAccessEvent['type']>,
): AccountantInvitationFields {
  switch (event.type) {
    case 'AccountantInvited':
      // Again after a revoke: a new invitation, to be accepted again.
      return {
        Id: event.data.InvitationId,
        OwnerId: event.metadata.ownerId,
        Email: event.data.Email,
        InvitedAt: event.data.InvitedAt,
        RevokedAt: null,
        LinkSentAt: null,
        AccountantId: null,
        AcceptedAt: null,
      };
    case 'AccountantAccessRevoked':
      return { ...known(document, event), RevokedAt: event.data.RevokedAt };
    case 'AccountantInvitationSent':
      return { ...known(document, event), LinkSentAt: event.data.SentAt };
    case 'AccountantInvitationAccepted':
      return { ...known(document, event), AccountantId: event.data.AccountantId, AcceptedAt: event.data.AcceptedAt };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

/**
 * The accountants each notary invited: one document per invitation, owned by the notary. The
 * { AccountantId } index serves the accountant's list of clients (accepted invitations only).
 * Version 2: the link sent and its acceptance (access by user id, not by address).
 */
export const accountantInvitationsProjection = documentPerStream({
  name: 'accountant-invitations',
  version: 2,
  collection: ACCOUNTANT_INVITATIONS,
  handles: ACCOUNTANT_ACCESS_EVENT_TYPES,
  indexes: [
    { collection: ACCOUNTANT_INVITATIONS, keys: { OwnerId: 1, InvitedAt: -1 } },
    { collection: ACCOUNTANT_INVITATIONS, keys: { AccountantId: 1, RevokedAt: 1 } },
  ],
  documentId: (event) => event.data.InvitationId,
  evolve: evolveAccountantInvitation,
  announce: ({ id }) => ({ kind: 'accountants.changed', id }),
});
