import type { AdminFeedbackItem, FeedbackItem, FeedbackKind, FeedbackSaveAnswer, FeedbackSaveBody, FeedbackStatus } from '@notary/contracts';
import { api } from '../../app/api';
import { announceOnSuccess } from '../../app/liveUpdates';
import { feedbackTags } from './tags';

const SAVE_URL: Record<FeedbackKind, string> = { suggestion: 'feedbackapi/savefeedback', defect: 'feedbackapi/savedefect' };

/** /api/feedbackapi (the notary's own) and the feedback part of /api/adminapi (everyone's, admins only). */
export const feedbackApi = api.enhanceEndpoints({ addTagTypes: feedbackTags }).injectEndpoints({
  endpoints: (build) => ({
    getMySuggestions: build.query<FeedbackItem[], void>({ query: () => 'feedbackapi/getfeedback/', providesTags: ['Feedback'] }),
    getMyBugReports: build.query<FeedbackItem[], void>({ query: () => 'feedbackapi/getdefects/', providesTags: ['Feedback'] }),
    sendFeedback: build.mutation<FeedbackSaveAnswer, { kind: FeedbackKind; body: FeedbackSaveBody }>({
      query: ({ kind, body }) => ({ url: SAVE_URL[kind], method: 'POST', body }),
      onQueryStarted: announceOnSuccess('feedback.saved', (_arg, saved: FeedbackSaveAnswer) => [saved.Id]),
    }),
    getAllSuggestions: build.query<AdminFeedbackItem[], void>({ query: () => 'adminapi/getfeedback/', providesTags: ['Feedback'] }),
    getAllBugReports: build.query<AdminFeedbackItem[], void>({ query: () => 'adminapi/getdefects/', providesTags: ['Feedback'] }),
    changeFeedbackStatus: build.mutation<FeedbackSaveAnswer, { id: string; status: FeedbackStatus }>({
      query: ({ id, status }) => ({ url: `adminapi/feedbackstatus/${encodeURIComponent(id)}`, method: 'POST', body: { Status: status } }),
      onQueryStarted: announceOnSuccess('feedback.saved', ({ id }: { id: string; status: FeedbackStatus }) => [id]),
    }),
  }),
});

export const {
  useGetMySuggestionsQuery,
  useGetMyBugReportsQuery,
  useSendFeedbackMutation,
  useGetAllSuggestionsQuery,
  useGetAllBugReportsQuery,
  useChangeFeedbackStatusMutation,
} = feedbackApi;
