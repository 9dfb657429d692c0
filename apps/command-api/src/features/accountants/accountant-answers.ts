import type { AccountantInvitationItem } from '@notary/contracts';
import type { AccountantInvitation } from '@notary/domain';
import type { AccountantInvitationDocument } from '@notary/read-models';

/** Revoked wins; else Active once someone has an account with the address, Invited before. */
export const invitationStatus = (revokedAt: string | null, registered: boolean): AccountantInvitationItem['Status'] =>
  revokedAt ? 'Revoked' : registered ? 'Active' : 'Invited';

export const invitationAnswer = (invitation: AccountantInvitation, registered: boolean): AccountantInvitationItem => ({
  Id: invitation.invitationId,
  Email: invitation.email,
  Status: invitationStatus(invitation.revokedAt, registered),
  InvitedAt: invitation.invitedAt,
  RevokedAt: invitation.revokedAt,
});

export const invitationItem = (invitation: AccountantInvitationDocument & { Registered: boolean }): AccountantInvitationItem => ({
  Id: invitation.Id,
  Email: invitation.Email,
  Status: invitationStatus(invitation.RevokedAt, invitation.Registered),
  InvitedAt: invitation.InvitedAt,
  RevokedAt: invitation.RevokedAt,
});
