import { api } from '../../app/api';
import { COMMAND_ID_HEADER } from '../../app/commandId';
import { announceOnSuccess } from '../../app/liveUpdates';
import { settingsQuery, type Settings } from '../../shared/queries/settings';
import type {
  BatchPaymentBody, ConfirmationBody, ConfirmationHistory, GridView, SaveAnswer, Signing, SigningPage, SigningPageRequest, SigningSaveBody,
} from './types';
import { signingTags } from './tags';

/**
 * A change saved here makes the same data stale as the server's announcement of it will, on this
 * screen and every other that shows signings (the dashboard, the calendar): see announceOnSuccess.
 */
export const signingsApi = api.enhanceEndpoints({ addTagTypes: signingTags }).injectEndpoints({
  endpoints: (build) => ({
    getSigningPage: build.query<SigningPage, SigningPageRequest>({
      query: (request) => ({ url: 'appointmentapi/getpage', method: 'POST', body: request }),
      providesTags: ['SigningList'],
    }),
    getSigning: build.query<Signing, string>({
      query: (id) => `appointmentapi/get/${encodeURIComponent(id)}`,
      providesTags: (_answer, _error, id) => [{ type: 'Signing', id }],
    }),
    getBlankSigning: build.query<Signing, void>({
      query: () => 'appointmentapi/getblank',
    }),
    /** `commandId` (see commandIds.ts) lets a retry after a lost answer save nothing twice. */
    saveSigning: build.mutation<SaveAnswer, { signing: SigningSaveBody; commandId: string }>({
      query: ({ signing, commandId }) => ({ url: 'appointmentapi/save', method: 'POST', body: signing, headers: { [COMMAND_ID_HEADER]: commandId } }),
      onQueryStarted: announceOnSuccess('signing.saved', (_, answer) => [answer.Id]),
    }),
    deleteSigning: build.mutation<{ Id: string; Position: number }, string>({
      query: (id) => ({ url: `appointmentapi/delete/${encodeURIComponent(id)}`, method: 'POST' }),
      onQueryStarted: announceOnSuccess('signing.deleted', (id) => [id]),
    }),
    /** A read, though a POST: the signings to print, in date order. */
    prepareSigningsPrint: build.mutation<{ Appointments: Signing[] }, string[]>({
      query: (ids) => ({ url: 'appointmentapi/prepareprint', method: 'POST', body: ids }),
    }),
    saveBatchPayment: build.mutation<{ Response: string; Count: number; Position: number }, BatchPaymentBody>({
      query: (body) => ({ url: 'appointmentapi/savebatchpayment', method: 'POST', body }),
      onQueryStarted: announceOnSuccess('signing.saved', (body) => body.SigningIds),
    }),
    getConfirmationHistory: build.query<ConfirmationHistory, string>({
      query: (id) => `appointmentstatusapi/GetAppointmentConfirmationHistory/${encodeURIComponent(id)}`,
      providesTags: (_answer, _error, id) => [{ type: 'Signing', id }],
    }),
    saveConfirmation: build.mutation<ConfirmationHistory, ConfirmationBody>({
      query: (body) => ({ url: 'appointmentstatusapi/saveappointmentconfirmation', method: 'POST', body }),
      onQueryStarted: announceOnSuccess('signing.saved', (body) => [body.AppointmentId]),
    }),
    /** The list's look (hidden columns, grid size) is kept in the notary's settings. */
    saveListPreferences: build.mutation<Settings, { HiddenColumns: string[] } | { GridView: GridView }>({
      query: (preferences) => ({ url: 'settingsapi/save', method: 'POST', body: preferences }),
      async onQueryStarted(preferences, { dispatch, queryFulfilled }) {
        // Shown at once; put back if the server refuses.
        const patch = dispatch(settingsQuery.util.updateQueryData('getSettings', undefined, (settings) => Object.assign(settings, preferences)));
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) patch.undo();
      },
      invalidatesTags: (_answer, error) => (error ? [] : ['Settings']),
    }),
  }),
});

export const {
  useGetSigningPageQuery,
  usePrefetch: useSigningsPrefetch,
  useGetSigningQuery,
  useGetBlankSigningQuery,
  useSaveSigningMutation,
  useDeleteSigningMutation,
  usePrepareSigningsPrintMutation,
  useSaveBatchPaymentMutation,
  useGetConfirmationHistoryQuery,
  useSaveConfirmationMutation,
  useSaveListPreferencesMutation,
} = signingsApi;
