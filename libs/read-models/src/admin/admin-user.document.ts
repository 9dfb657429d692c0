import type { Role } from '@notary/events';

/** What no event can make yet is still spelled as spec 000 names it (see ADMIN_USER_STATUSES). */
export type AdminUserStatusValue = 'Active' | 'Cancelled' | 'Delinquent' | 'Beta User' | 'Trial' | 'Trial Expired';

/**
 * One document per user for the admins' list and dashboard: counts and the last activity are kept
 * as events arrive, so a page of 25 users among thousands reads 25 documents and counts nothing.
 */
export type AdminUserFields = {
  OwnerId: string;
  Email: string;
  /** The business profile's name; '' until the notary gives one. */
  Name: string;
  /** Name (or, without one, the e-mail) lower-cased without accents: what sorting by name uses. */
  SortName: string;
  /** Name and e-mail as the search box matches them (see shared/search.ts). */
  SearchText: string;
  Status: AdminUserStatusValue;
  Roles: Role[];
  SigningCount: number;
  ExpenseCount: number;
  LastActivity: string;
  SignedUp: string;
  /** Monday (UTC) of the week the account was registered, YYYY-MM-DD: the dashboard's signups by week. */
  SignupWeek: string;
};

export interface AdminUserDocument extends AdminUserFields {
  _id: string;
  [key: string]: unknown;
}

export const ADMIN_USERS = 'admin_users';
