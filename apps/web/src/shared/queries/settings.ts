import type { Settings, SettingsSaveAnswer, SettingsSaveBody } from '@notary/contracts';
import { api } from '../../app/api';
import { announcedHere } from '../../app/liveUpdates';

/**
 * The notary's settings (GET settingsapi/get/), which most screens follow: one cache entry for all
 * of them, kept fresh by the 'Settings' tag. A feature that changes settings saves them with
 * `saveSettings` (or patches this entry, `settingsQuery.util.updateQueryData('getSettings', …)`).
 */
export const settingsQuery = api.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<Settings, void>({
      query: () => 'settingsapi/get/',
      providesTags: ['Settings'],
    }),
    /**
     * POST settingsapi/save with only what changed. Spec 001 §4: the answer replaces the local
     * settings at once, and the change is announced, so every screen that shows settings follows
     * (the server announces it to the notary's other windows and devices too).
     */
    saveSettings: build.mutation<SettingsSaveAnswer, SettingsSaveBody>({
      query: (changes) => ({ url: 'settingsapi/save', method: 'POST', body: changes }),
      async onQueryStarted(_changes, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        dispatch(settingsQuery.util.upsertQueryData('getSettings', undefined, settingsOf(answer.data)));
        dispatch(announcedHere({ kind: 'settings.saved', Ids: [] }));
      },
    }),
  }),
});

/** The settings a save answered, without its log position. */
export function settingsOf(answer: SettingsSaveAnswer): Settings {
  const { Position: _position, ...settings } = answer;
  return settings;
}

export const { useGetSettingsQuery, useSaveSettingsMutation } = settingsQuery;
