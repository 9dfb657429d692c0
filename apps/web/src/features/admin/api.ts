import type { AdminDashboard, AdminHistoryRequest, AdminUsersPage, AdminUsersRequest, HistoryPage } from '@notary/contracts';
import { api } from '../../app/api';

export interface HistoryArgs extends AdminHistoryRequest {
  userId: string;
  /** The reason for looking, recorded with the look and shown to the notary. */
  Why?: string;
}

/** Query strings leave out what is blank, so the server's defaults apply. */
function queryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(key, String(one));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The users part of /api/adminapi (admins only). Nothing is announced to admins: the list and the
 * dashboard refresh when opened again or on Refresh.
 */
export const adminApi = api.enhanceEndpoints({ addTagTypes: ['AdminUsers'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminUsers: build.query<AdminUsersPage, AdminUsersRequest>({
      query: (request) => `adminapi/getusers/${queryString({ ...request })}`,
      providesTags: ['AdminUsers'],
    }),
    getAdminDashboard: build.query<AdminDashboard, void>({ query: () => 'adminapi/dashboard', providesTags: ['AdminUsers'] }),
    getUserHistory: build.query<HistoryPage, HistoryArgs>({
      query: ({ userId, ...request }) => `adminapi/history/${encodeURIComponent(userId)}${queryString({ ...request })}`,
      // Each look is recorded on the server: a page once read is not fetched again behind the admin's back.
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useGetAdminUsersQuery, useGetAdminDashboardQuery, useGetUserHistoryQuery } = adminApi;
