import { api } from '../../app/api';
import type { OnboardedStatus, Settings } from './types';

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<Settings, void>({
      query: () => 'settingsapi/get/',
      providesTags: ['Settings'],
    }),
    /** The answer is the settings as saved; it replaces the local copy. */
    saveSettings: build.mutation<Settings, Settings>({
      query: (settings) => ({ url: 'settingsapi/save', method: 'POST', body: settings }),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(settingsApi.util.upsertQueryData('getSettings', undefined, answer.data));
      },
    }),
    saveOnboardStatus: build.mutation<{ IsOnboardedStatus: OnboardedStatus }, OnboardedStatus>({
      query: (status) => ({ url: 'settingsapi/saveonboardstatus', method: 'POST', body: { IsOnboardedStatus: status } }),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        dispatch(
          settingsApi.util.updateQueryData('getSettings', undefined, (settings) => {
            settings.IsOnboardedStatus = answer.data.IsOnboardedStatus;
          }),
        );
      },
    }),
  }),
});

export const { useGetSettingsQuery, useSaveSettingsMutation, useSaveOnboardStatusMutation } = settingsApi;
