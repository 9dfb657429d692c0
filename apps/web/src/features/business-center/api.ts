import type { MergeWorkTypeAnswer, SettingsSaveAnswer, SettingsSaveBody, SettingsWithCategories, WorkTypeUsage } from '@notary/contracts';
import { api } from '../../app/api';
import { announcedHere } from '../../app/liveUpdates';
import { settingsQuery } from '../../shared/queries/settings';
import { businessCenterTags } from './tags';

/** Said here as the server says it; what follows 'settings.saved' does not look at the id. */
const SETTINGS_CHANGED = { kind: 'settings.saved', Ids: ['settings'] };

/** The settings every screen follows are replaced by what the server answered (spec 001 §4). */
function replaceSettings(dispatch: (action: unknown) => unknown, answer: SettingsSaveAnswer | MergeWorkTypeAnswer) {
  const { Position: _position, ...settings } = answer;
  const {
    SigningIds: _ids,
    SigningsRetyped: _count,
    ...plain
  } = settings as typeof settings & Partial<Pick<MergeWorkTypeAnswer, 'SigningIds' | 'SigningsRetyped'>>;
  dispatch(settingsQuery.util.upsertQueryData('getSettings', undefined, plain));
}

export const businessCenterApi = api.enhanceEndpoints({ addTagTypes: businessCenterTags }).injectEndpoints({
  endpoints: (build) => ({
    getBusinessProfile: build.query<SettingsWithCategories, void>({
      query: () => 'settingsapi/getappointmentcategorytype/',
      providesTags: ['BusinessProfile'],
    }),
    getWorkTypeUsage: build.query<WorkTypeUsage, void>({
      query: () => 'settingsapi/appointmenttypeusage/',
      providesTags: ['WorkTypeUsage'],
    }),
    /** Only the changed types and the categories (spec 001 §5, §7). */
    saveBusinessProfile: build.mutation<SettingsSaveAnswer, Pick<SettingsSaveBody, 'LoanTypes' | 'Categories'>>({
      query: (body) => ({ url: 'settingsapi/save', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        replaceSettings(dispatch, answer.data);
        dispatch(announcedHere(SETTINGS_CHANGED));
      },
    }),
    mergeWorkType: build.mutation<MergeWorkTypeAnswer, { customAppointmentId: number; defaultAppointmentId: number }>({
      query: (body) => ({ url: 'settingsapi/mergeCustomAppointmentType/', method: 'PATCH', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        replaceSettings(dispatch, answer.data);
        dispatch(announcedHere(SETTINGS_CHANGED));
        // The re-typed signings are stale in every list and dialog that shows them.
        dispatch(announcedHere({ kind: 'signing.saved', Ids: answer.data.SigningIds }));
      },
    }),
  }),
});

export const { useGetBusinessProfileQuery, useGetWorkTypeUsageQuery, useSaveBusinessProfileMutation, useMergeWorkTypeMutation } = businessCenterApi;
