/** One accountant a notary invited, as the notary's list and the accountant's clients list read it. */
export type AccountantInvitationFields = {
  Id: string;
  /** The notary who invited (the owner of the books). */
  OwnerId: string;
  /** The accountant's address, lower-cased. */
  Email: string;
  InvitedAt: string;
  RevokedAt: string | null;
  /** When the latest acceptance link left by e-mail (null: none yet). */
  LinkSentAt: string | null;
  /** The accountant's user id, once they accepted with the invited address: the one who may read. */
  AccountantId: string | null;
  AcceptedAt: string | null;
};

export interface AccountantInvitationDocument extends AccountantInvitationFields {
  _id: string;
  [key: string]: unknown;
}

export const ACCOUNTANT_INVITATIONS = 'accountant_invitations';
