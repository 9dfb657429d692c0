import type {
  DeleteAnswer,
  EmailPreview,
  EmailPreviewRequest,
  EmailQueuedAnswer,
  EmailSendRequest,
  EmailStatus,
  EmailTemplate,
  EmailTemplateSaveBody,
  EmailTemplateSaved,
  EmailTokenList,
  OutboxPage,
  SampleEmailTemplate,
  SigningPage,
} from '@notary/contracts';
import { api } from '../../app/api';
import { announceOnSuccess } from '../../app/liveUpdates';
import { emailTags } from './tags';

export const emailApi = api.enhanceEndpoints({ addTagTypes: emailTags }).injectEndpoints({
  endpoints: (build) => ({
    getEmailTemplates: build.query<EmailTemplate[], void>({
      query: () => 'emailtemplateapi/gettemplates',
      providesTags: ['EmailTemplate'],
    }),
    /** The samples and the tokens never change while the app runs: fetched once. */
    getSampleTemplates: build.query<SampleEmailTemplate[], void>({
      query: () => 'emailtemplateapi/getsampletemplates',
      keepUnusedDataFor: 3600,
    }),
    getEmailTokens: build.query<EmailTokenList, void>({
      query: () => 'emailtemplateapi/gettokens',
      keepUnusedDataFor: 3600,
    }),
    getEmailStatus: build.query<EmailStatus, void>({
      query: () => 'emailapi/status',
    }),
    saveEmailTemplate: build.mutation<EmailTemplateSaved, EmailTemplateSaveBody>({
      query: (template) => ({ url: 'emailtemplateapi/savetemplate', method: 'POST', body: template }),
      onQueryStarted: announceOnSuccess('email-template.saved', (_template, saved: EmailTemplateSaved) => [saved.Id]),
    }),
    deleteEmailTemplate: build.mutation<DeleteAnswer, string>({
      query: (id) => ({ url: `emailtemplateapi/deletetemplate/${encodeURIComponent(id)}`, method: 'DELETE' }),
      onQueryStarted: announceOnSuccess('email-template.deleted', (id: string) => [id]),
    }),
    /** A draft with its tokens filled (a mutation: it is asked for on demand, not kept). */
    previewEmail: build.mutation<EmailPreview, EmailPreviewRequest>({
      query: (draft) => ({ url: 'emailtemplateapi/preview', method: 'POST', body: draft }),
    }),
    sendEmail: build.mutation<EmailQueuedAnswer, EmailSendRequest>({
      query: (draft) => ({ url: 'emailtemplateapi/send', method: 'POST', body: draft }),
      onQueryStarted: announceOnSuccess('email.queued', (_draft, queued: EmailQueuedAnswer) => [queued.MessageId]),
    }),
    /** The signings an e-mail may be written for: the most recent 50, newest first. */
    getRecentSignings: build.query<SigningPage, void>({
      query: () => ({
        url: 'appointmentapi/getpage',
        method: 'POST',
        body: { PageNumber: 1, PageSize: 50, Year: 'All', SortBy: 'AppointmentDateTime', SortDirection: 'desc' },
      }),
      providesTags: ['EmailSigning'],
    }),
    getOutbox: build.query<OutboxPage, { PageNumber: number; PageSize: number }>({
      query: ({ PageNumber, PageSize }) => `emailapi/outbox?PageNumber=${PageNumber}&PageSize=${PageSize}`,
      providesTags: ['Outbox'],
    }),
    retryEmail: build.mutation<EmailQueuedAnswer, string>({
      query: (id) => ({ url: `emailapi/retry/${encodeURIComponent(id)}`, method: 'POST' }),
      onQueryStarted: announceOnSuccess('email.queued', (id: string) => [id]),
    }),
  }),
});

export const {
  useGetEmailTemplatesQuery,
  useGetSampleTemplatesQuery,
  useGetEmailTokensQuery,
  useGetEmailStatusQuery,
  useSaveEmailTemplateMutation,
  useDeleteEmailTemplateMutation,
  usePreviewEmailMutation,
  useSendEmailMutation,
  useGetRecentSigningsQuery,
  useGetOutboxQuery,
  useRetryEmailMutation,
} = emailApi;
