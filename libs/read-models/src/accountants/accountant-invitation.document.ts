/** One accountant a notary invited, as the notary's list and the accountant's clients list read it. */
export type AccountantInvitationFields = {
  Id: string;
  /** The notary who invited (the owner of the books). */
  OwnerId: string;
  /** The accountant's address, lower-cased. */
  Email: string;
  InvitedAt: string;
  RevokedAt: string | null;
};

export interface AccountantInvitationDocument extends AccountantInvitationFields {
  _id: string;
  [key: string]: unknown;
}

export const ACCOUNTANT_INVITATIONS = 'accountant_invitations';
