import type { BusinessProfile, ProfileSaveRequest } from '@notary/contracts';
import { api } from '../../app/api';
import { announceOnSuccess } from '../../app/liveUpdates';

/** /api/profileapi: the business profile, which lives in the settings (so it follows their tag). */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<BusinessProfile, void>({
      query: () => 'profileapi/get',
      providesTags: ['Settings'],
    }),
    saveProfile: build.mutation<BusinessProfile, ProfileSaveRequest>({
      query: (profile) => ({ url: 'profileapi/save', method: 'POST', body: profile }),
      // Every screen showing the settings (and the name in the top bar on the next sign-in) follows.
      onQueryStarted: announceOnSuccess('settings.saved', () => []),
    }),
  }),
});

export const { useGetProfileQuery, useSaveProfileMutation } = profileApi;
