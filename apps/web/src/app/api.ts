import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/**
 * The one API of the app. Features add their endpoints with `api.injectEndpoints`; tags name
 * what a live announcement (see liveUpdates.ts) makes stale.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Session', 'Billing', 'Settings', 'Signing', 'SigningList', 'Dashboard', 'Calendar', 'Customer'],
  refetchOnReconnect: true,
  endpoints: () => ({}),
});

export type ApiTag = Parameters<typeof api.util.invalidateTags>[0][number];
