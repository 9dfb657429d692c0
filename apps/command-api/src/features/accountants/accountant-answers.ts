import type { AccountantInvitationItem } from '@notary/contracts';
import type { AccountantInvitation } from '@notary/domain';
import type { AccountantInvitationDocument } from '@notary/read-models';

/** Revoked wins; else Active once the accountant accepted with the invited address, Invited before. */
export const invitationStatus = (revokedAt: string | null, acceptedAt: string | null): AccountantInvitationItem['Status'] =>
  revokedAt ? 'Revoked' : acceptedAt ? 'Active' : 'Invited';

/** From the notary's stream (a write's answer): the link's time is the read model's to tell. */
export const invitationAnswer = (invitation: AccountantInvitation, linkSentAt: string | null): AccountantInvitationItem => ({
  Id: invitation.invitationId,
  Email: invitation.email,
  Status: invitationStatus(invitation.revokedAt, invitation.acceptedAt),
  InvitedAt: invitation.invitedAt,
  RevokedAt: invitation.revokedAt,
  LinkSentAt: linkSentAt,
  AcceptedAt: invitation.acceptedAt,
});

export const invitationItem = (invitation: AccountantInvitationDocument): AccountantInvitationItem => ({
  Id: invitation.Id,
  Email: invitation.Email,
  Status: invitationStatus(invitation.RevokedAt, invitation.AcceptedAt ?? null),
  InvitedAt: invitation.InvitedAt,
  RevokedAt: invitation.RevokedAt,
  LinkSentAt: invitation.LinkSentAt ?? null,
  AcceptedAt: invitation.AcceptedAt ?? null,
});
