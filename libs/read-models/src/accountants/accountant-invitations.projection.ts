import { ACCOUNTANT_ACCESS_EVENT_TYPES, type AccountantAccessEvent } from '@notary/events';
import { documentPerStream, type RecordedOf } from '@notary/projection-runtime';
import { ACCOUNTANT_INVITATIONS, type AccountantInvitationDocument, type AccountantInvitationFields } from './accountant-invitation.document';

/** The invitation's document after one event. Pure. */
export function evolveAccountantInvitation(
  document: AccountantInvitationDocument | null,
  event: RecordedOf<AccountantAccessEvent['type']>,
): AccountantInvitationFields {
  switch (event.type) {
    case 'AccountantInvited':
      return { Id: event.data.InvitationId, OwnerId: event.metadata.ownerId, Email: event.data.Email, InvitedAt: event.data.InvitedAt, RevokedAt: null };
    case 'AccountantAccessRevoked':
      if (!document) throw new Error(`Invitation ${event.data.InvitationId} has no document for ${event.type}`);
      return { ...document, RevokedAt: event.data.RevokedAt };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

/**
 * The accountants each notary invited: one document per invitation, owned by the notary. The
 * { Email } index serves the accountant's list of clients.
 */
export const accountantInvitationsProjection = documentPerStream({
  name: 'accountant-invitations',
  version: 1,
  collection: ACCOUNTANT_INVITATIONS,
  handles: ACCOUNTANT_ACCESS_EVENT_TYPES,
  indexes: [
    { collection: ACCOUNTANT_INVITATIONS, keys: { OwnerId: 1, InvitedAt: -1 } },
    { collection: ACCOUNTANT_INVITATIONS, keys: { Email: 1, RevokedAt: 1 } },
  ],
  documentId: (event) => event.data.InvitationId,
  evolve: evolveAccountantInvitation,
  announce: ({ id }) => ({ kind: 'accountants.changed', id }),
});
