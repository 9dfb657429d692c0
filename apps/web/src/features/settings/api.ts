import type { IrsRateAnswer, OnboardedStatus, OnboardingAnswer } from '@notary/contracts';
import { api } from '../../app/api';
import { settingsQuery } from '../../shared/queries/settings';

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveOnboardStatus: build.mutation<OnboardingAnswer, OnboardedStatus>({
      query: (status) => ({ url: 'settingsapi/saveonboardstatus', method: 'POST', body: { IsOnboardedStatus: status } }),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        dispatch(
          settingsQuery.util.updateQueryData('getSettings', undefined, (settings) => {
            settings.IsOnboardedStatus = answer.data.IsOnboardedStatus;
          }),
        );
      },
    }),
    /** The IRS standard rate on a day (the notary's today): what an empty own rate means. */
    getIrsMileageRate: build.query<IrsRateAnswer, string>({
      query: (date) => ({ url: 'mileageapi/irsrate', params: { Date: date } }),
    }),
  }),
});

export const { useSaveOnboardStatusMutation, useGetIrsMileageRateQuery } = settingsApi;
