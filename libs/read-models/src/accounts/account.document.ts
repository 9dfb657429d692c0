import type { Role } from '@notary/events';

/** One document per user: the admin list, billing and the trial scheduler read it. */
export type AccountFields = {
  OwnerId: string;
  Email: string;
  Roles: Role[];
  UserType: number;
  RegisteredAt: string;
  PlanId: string;
  TrialStartedAt: string;
  TrialEndsAt: string;
  TrialSigningsAllowed: number;
  /** Signings scheduled while on the trial; deleting one does not give it back. */
  TrialSigningsUsed: number;
  TrialExpired: 'days' | 'signings' | null;
  BetaUser: boolean;
  LastLoginAt: string | null;
  LastUpdate: string;
};

export interface AccountDocument extends AccountFields {
  _id: string;
  [key: string]: unknown;
}

export const ACCOUNTS = 'accounts';
