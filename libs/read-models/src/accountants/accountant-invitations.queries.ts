import type { ReadModelCatalog } from '@notary/projection-runtime';
import { ACCOUNTS, type AccountDocument } from '../accounts/account.document';
import { SETTINGS, type SettingsDocument } from '../settings/settings.document';
import type { OwnerScope } from '../shared/owner-scope';
import { ACCOUNTANT_INVITATIONS, type AccountantInvitationDocument } from './accountant-invitation.document';

/** The notary's invitations, newest first. */
export function ownAccountantInvitations(scope: OwnerScope): Promise<AccountantInvitationDocument[]> {
  return scope.find<AccountantInvitationDocument>(ACCOUNTANT_INVITATIONS, {}, { sort: { InvitedAt: -1, Id: 1 } });
}

export interface AccountantClient {
  OwnerId: string;
  Email: string;
  Name: string;
  Company: string;
  InvitedAt: string;
}

/**
 * The notaries whose invitation this accountant accepted and who have not taken it back, by name:
 * the accountant's list of clients (read across owners, by the accountant's own user id only; an
 * address alone, before the e-mailed link was used, finds nothing).
 */
export async function accountantClients(catalog: ReadModelCatalog, accountantId: string): Promise<AccountantClient[]> {
  const invitations = await catalog
    .collection<AccountantInvitationDocument>(ACCOUNTANT_INVITATIONS)
    .find({ AccountantId: accountantId, RevokedAt: null }, { sort: { InvitedAt: 1 } });
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

/** How an accountant knows a notary: their name, else their company, else their e-mail. */
export async function notaryCalled(catalog: ReadModelCatalog, ownerId: string): Promise<string> {
  const [account] = await catalog.collection<AccountDocument>(ACCOUNTS).find({ _id: ownerId }, { projection: { Email: 1 } });
  const [settings] = await catalog.collection<SettingsDocument>(SETTINGS).find({ OwnerId: ownerId }, { projection: { OwnerId: 1, Profile: 1 } });
  return settings?.Profile?.Name?.trim() || settings?.Profile?.Company?.trim() || account?.Email || 'the notary';
}
