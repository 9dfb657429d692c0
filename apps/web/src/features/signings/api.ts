import type {
  BatchPaymentAnswer,
  BatchPaymentRequest,
  BlankSigning,
  ConfirmationHistory,
  ConfirmationRequest,
  ConfirmationSaveAnswer,
  DeleteAnswer,
  SettingsSaveAnswer,
  SettingsSaveBody,
  Signing,
  SigningPage,
  SigningPageRequest,
  SigningSaveAnswer,
  SigningSaveBody,
} from '@notary/contracts';
import { api } from '../../app/api';
import { COMMAND_ID_HEADER } from '../../app/commandId';
import { announceOnSuccess } from '../../app/liveUpdates';
import { settingsQuery } from '../../shared/queries/settings';
import { signingTags } from './tags';

/** The list's look, kept in the notary's settings: one preference saved at a time. */
type ListPreference = Required<Pick<SettingsSaveBody, 'HiddenColumns'>> | Required<Pick<SettingsSaveBody, 'GridView'>>;

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
    getBlankSigning: build.query<BlankSigning, void>({
      query: () => 'appointmentapi/getblank',
    }),
    /** `commandId` (see commandIds.ts) lets a retry after a lost answer save nothing twice. */
    saveSigning: build.mutation<SigningSaveAnswer, { signing: SigningSaveBody; commandId: string }>({
      query: ({ signing, commandId }) => ({ url: 'appointmentapi/save', method: 'POST', body: signing, headers: { [COMMAND_ID_HEADER]: commandId } }),
      onQueryStarted: announceOnSuccess('signing.saved', (_, answer) => [answer.Id]),
    }),
    deleteSigning: build.mutation<DeleteAnswer, string>({
      query: (id) => ({ url: `appointmentapi/delete/${encodeURIComponent(id)}`, method: 'POST' }),
      onQueryStarted: announceOnSuccess('signing.deleted', (id) => [id]),
    }),
    /** A read, though a POST: the signings to print, in date order (a page's Appointments, without the counts). */
    prepareSigningsPrint: build.mutation<Pick<SigningPage, 'Appointments'>, string[]>({
      query: (ids) => ({ url: 'appointmentapi/prepareprint', method: 'POST', body: ids }),
    }),
    saveBatchPayment: build.mutation<BatchPaymentAnswer, BatchPaymentRequest>({
      query: (body) => ({ url: 'appointmentapi/savebatchpayment', method: 'POST', body }),
      onQueryStarted: announceOnSuccess('signing.saved', (body) => body.SigningIds),
    }),
    getConfirmationHistory: build.query<ConfirmationHistory, string>({
      query: (id) => `appointmentstatusapi/GetAppointmentConfirmationHistory/${encodeURIComponent(id)}`,
      providesTags: (_answer, _error, id) => [{ type: 'Signing', id }],
    }),
    saveConfirmation: build.mutation<ConfirmationSaveAnswer, ConfirmationRequest>({
      query: (body) => ({ url: 'appointmentstatusapi/saveappointmentconfirmation', method: 'POST', body }),
      onQueryStarted: announceOnSuccess('signing.saved', (body) => [body.AppointmentId]),
    }),
    /** The list's look (hidden columns, grid size) is kept in the notary's settings. */
    saveListPreferences: build.mutation<SettingsSaveAnswer, ListPreference>({
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
