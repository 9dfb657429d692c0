import type { Filter, SortSpec } from '@notary/document-store';
import type { ReadModelCatalog } from '@notary/projection-runtime';
import { searchPattern } from '../shared/search';
import { ADMIN_USERS, type AdminUserDocument, type AdminUserStatusValue } from './admin-user.document';
import { weekStartOf } from './admin-users.projection';

export type AdminUserSortColumn = 'Name' | 'Email' | 'Status' | 'SigningCount' | 'ExpenseCount' | 'LastActivity' | 'SignedUp';

export interface AdminUsersRequest {
  PageNumber: number;
  PageSize: number;
  Search: string;
  Status: 'All' | AdminUserStatusValue;
  Sort: AdminUserSortColumn;
  Direction: 'asc' | 'desc';
}

/** What each column sorts on: names without case or accents, so "Émile" sits among the e's. */
const SORT_FIELD: Record<AdminUserSortColumn, string> = {
  Name: 'SortName',
  Email: 'Email',
  Status: 'Status',
  SigningCount: 'SigningCount',
  ExpenseCount: 'ExpenseCount',
  LastActivity: 'LastActivity',
  SignedUp: 'SignedUp',
};

const LIST_PROJECTION = { SearchText: 0, SortName: 0, SignupWeek: 0, _position: 0 } as const;

export function adminUsersFilter(request: Pick<AdminUsersRequest, 'Search' | 'Status'>): Filter {
  const filter: Filter = {};
  if (request.Status !== 'All') filter.Status = request.Status;
  const pattern = searchPattern(request.Search);
  if (pattern) filter.SearchText = { $regex: pattern };
  return filter;
}

/** Ties (same count, same status) fall back to the newest signup, then the id: pages never overlap. */
export function adminUsersSort(request: Pick<AdminUsersRequest, 'Sort' | 'Direction'>): SortSpec {
  const direction = request.Direction === 'asc' ? 1 : -1;
  const sort: SortSpec = { [SORT_FIELD[request.Sort]]: direction };
  if (request.Sort !== 'SignedUp') sort.SignedUp = -1;
  sort._id = 1;
  return sort;
}

/** A page of users for the admins (the route checks the role): counts only, no notary's business data. */
export async function adminUsersPage(catalog: ReadModelCatalog, request: AdminUsersRequest) {
  const users = catalog.collection<AdminUserDocument>(ADMIN_USERS);
  const filter = adminUsersFilter(request);
  const [Users, TotalCount] = await Promise.all([
    users.find(filter, {
      sort: adminUsersSort(request),
      skip: (request.PageNumber - 1) * request.PageSize,
      limit: request.PageSize,
      projection: LIST_PROJECTION,
    }),
    users.countDocuments(filter),
  ]);
  return { Users, TotalCount, PageNumber: request.PageNumber, PageSize: request.PageSize };
}

export function findAdminUser(catalog: ReadModelCatalog, userId: string): Promise<AdminUserDocument | null> {
  return catalog.collection<AdminUserDocument>(ADMIN_USERS).findOne({ _id: userId, OwnerId: userId });
}

/** E-mail addresses of some users (an event's actors), by id. */
export async function adminEmailsOf(catalog: ReadModelCatalog, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const users = await catalog.collection<AdminUserDocument>(ADMIN_USERS).find({ _id: { $in: [...userIds] } }, { projection: { Email: 1 } });
  return new Map(users.map((user) => [user._id, user.Email]));
}

const DAY_MS = 86_400_000;

export interface AdminCounts {
  users: number;
  signings: number;
  expenses: number;
  activeSince: number;
  signedUpSince: number;
  byStatus: Map<string, number>;
  byWeek: Map<string, number>;
}

/**
 * The dashboard's counts, grouped by the store (one pass over the rows' few fields, no notary's
 * records read): users per status, signups per week since `weeks` weeks ago, and the totals.
 */
export async function adminCounts(catalog: ReadModelCatalog, now: Date, weeks: number): Promise<AdminCounts & { firstWeek: string }> {
  const users = catalog.collection<AdminUserDocument>(ADMIN_USERS);
  const firstWeek = weekStartOf(new Date(now.getTime() - (weeks - 1) * 7 * DAY_MS).toISOString());
  const monthAgo = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS).toISOString();
  const [totals, statuses, signups, active, recent] = await Promise.all([
    users.aggregate<{ users: number; signings: number; expenses: number }>([
      { $group: { _id: null, users: { $sum: 1 }, signings: { $sum: '$SigningCount' }, expenses: { $sum: '$ExpenseCount' } } },
    ]),
    users.aggregate<{ _id: string; count: number }>([{ $group: { _id: '$Status', count: { $sum: 1 } } }]),
    users.aggregate<{ _id: string; count: number }>([{ $match: { SignupWeek: { $gte: firstWeek } } }, { $group: { _id: '$SignupWeek', count: { $sum: 1 } } }]),
    users.countDocuments({ LastActivity: { $gte: monthAgo } }),
    users.countDocuments({ SignedUp: { $gte: weekAgo } }),
  ]);
  const [total] = totals;
  return {
    users: total?.users ?? 0,
    signings: total?.signings ?? 0,
    expenses: total?.expenses ?? 0,
    activeSince: active,
    signedUpSince: recent,
    byStatus: new Map(statuses.map((group) => [group._id, group.count])),
    byWeek: new Map(signups.map((group) => [group._id, group.count])),
    firstWeek,
  };
}
