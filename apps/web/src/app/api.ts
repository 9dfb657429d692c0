import { createApi } from '@reduxjs/toolkit/query/react';
import { sharedTags } from '../shared/queries/tags';
import { baseQuery } from './baseQuery';

/**
 * The one API of the app. It knows the tags of the shared queries; each feature adds its own tag
 * types and endpoints (`api.enhanceEndpoints({ addTagTypes }).injectEndpoints(…)`), and its
 * manifest says which live announcements make them stale (see liveUpdates.ts).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: sharedTags,
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
