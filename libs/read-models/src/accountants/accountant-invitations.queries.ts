import type { ReadModelCatalog } from '@notary/projection-runtime';
import { ACCOUNTS, type AccountDocument } from '../accounts/account.document';
import { SETTINGS, type SettingsDocument } from '../settings/settings.document';
import type { OwnerScope } from '../shared/owner-scope';
import { ACCOUNTANT_INVITATIONS, type AccountantInvitationDocument } from './accountant-invitation.document';

/** The notary's invitations, newest first, each with whether the accountant has an account yet. */
export async function ownAccountantInvitations(
  scope: OwnerScope,
  catalog: ReadModelCatalog,
): Promise<Array<AccountantInvitationDocument & { Registered: boolean }>> {
  const invitations = await scope.find<AccountantInvitationDocument>(ACCOUNTANT_INVITATIONS, {}, { sort: { InvitedAt: -1, Id: 1 } });
  const emails = [...new Set(invitations.map((invitation) => invitation.Email))];
  const accounts = emails.length ? await catalog.collection<AccountDocument>(ACCOUNTS).find({ Email: { $in: emails } }, { projection: { Email: 1 } }) : [];
  const registered = new Set(accounts.map((account) => account.Email.toLowerCase()));
  return invitations.map((invitation) => ({ ...invitation, Registered: registered.has(invitation.Email) }));
}

export interface AccountantClient {
  OwnerId: string;
  Email: string;
  Name: string;
  Company: string;
  InvitedAt: string;
}

/**
 * The notaries who invited this address and have not taken it back, by name: the accountant's
 * list of clients (read across owners, by the accountant's own e-mail only).
 */
export async function accountantClients(catalog: ReadModelCatalog, email: string): Promise<AccountantClient[]> {
  const invitations = await catalog
    .collection<AccountantInvitationDocument>(ACCOUNTANT_INVITATIONS)
    .find({ Email: email.trim().toLowerCase(), RevokedAt: null }, { sort: { InvitedAt: 1 } });
  const owners = [...new Set(invitations.map((invitation) => invitation.OwnerId))];
  if (!owners.length) return [];
  const [accounts, settings] = await Promise.all([
    catalog.collection<AccountDocument>(ACCOUNTS).find({ _id: { $in: owners } }, { projection: { Email: 1 } }),
    catalog.collection<SettingsDocument>(SETTINGS).find({ OwnerId: { $in: owners } }, { projection: { OwnerId: 1, Profile: 1 } }),
  ]);
  const emailOf = new Map(accounts.map((account) => [account._id, account.Email]));
  const profileOf = new Map(settings.map((document) => [document.OwnerId, document.Profile]));
  return invitations
    .map((invitation) => {
      const profile = profileOf.get(invitation.OwnerId);
      return {
        OwnerId: invitation.OwnerId,
        Email: emailOf.get(invitation.OwnerId) ?? '',
        Name: profile?.Name?.trim() || '',
        Company: profile?.Company?.trim() || '',
        InvitedAt: invitation.InvitedAt,
      };
    })
    .sort((a, b) => (a.Name || a.Email).localeCompare(b.Name || b.Email));
}
