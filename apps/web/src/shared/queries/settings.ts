import type { Settings } from '@notary/contracts';
import { api } from '../../app/api';

/**
 * The notary's settings (GET settingsapi/get/), which most screens follow: one cache entry for all
 * of them, kept fresh by the 'Settings' tag. A feature that changes settings patches this entry
 * (`settingsQuery.util.updateQueryData('getSettings', …)`) or names the tag.
 */
export const settingsQuery = api.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<Settings, void>({
      query: () => 'settingsapi/get/',
      providesTags: ['Settings'],
    }),
  }),
});

export const { useGetSettingsQuery } = settingsQuery;
