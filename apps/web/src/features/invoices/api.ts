import type {
  BatchInvoice,
  EmailPreview,
  EmailSendRequest,
  EmailTemplate,
  SampleEmailTemplate,
  BatchInvoiceEmailSendBody,
  BatchInvoiceSaveAnswer,
  BatchInvoiceSaveBody,
  Invoice,
  InvoiceEmailSendBody,
  InvoiceSaveAnswer,
  InvoiceSaveBody,
  InvoiceSentAnswer,
} from '@notary/contracts';
import { api } from '../../app/api';
import { announceOnSuccess } from '../../app/liveUpdates';
import { invoiceTags } from './tags';

export const invoicesApi = api.enhanceEndpoints({ addTagTypes: invoiceTags }).injectEndpoints({
  endpoints: (build) => ({
    /** Spec 001 §7 POST get/: the signing's invoice, saved or proposed (today is the browser's). */
    getInvoice: build.query<Invoice, { signingId: string; today: string }>({
      query: ({ signingId, today }) => ({ url: 'invoiceapi/get', method: 'POST', body: { Id: signingId, Today: today } }),
      providesTags: ['Invoice'],
    }),
    saveInvoice: build.mutation<InvoiceSaveAnswer, InvoiceSaveBody>({
      query: (invoice) => ({ url: 'invoiceapi/save', method: 'POST', body: invoice }),
      // The signing now carries the invoice's number and date: its lists and the dashboard refresh.
      onQueryStarted: announceOnSuccess('signing.saved', (invoice: InvoiceSaveBody) => [invoice.Id]),
    }),
    getBatchInvoice: build.query<BatchInvoice, string>({
      query: (id) => `batchinvoiceapi/get/${encodeURIComponent(id)}`,
      providesTags: ['Invoice'],
    }),
    /** A new batch as its page opens: the chosen signings of the customer, the next number, the totals. */
    proposeBatchInvoice: build.query<BatchInvoice, BatchInvoiceSaveBody>({
      query: (body) => ({ url: 'batchinvoiceapi/propose', method: 'POST', body }),
      providesTags: ['Invoice'],
    }),
    saveBatchInvoice: build.mutation<BatchInvoiceSaveAnswer, BatchInvoiceSaveBody>({
      query: (body) => ({ url: 'batchinvoiceapi/save', method: 'POST', body }),
      // Each of its signings is now on a batch invoice and marked as sent.
      onQueryStarted: announceOnSuccess('signing.saved', (_body: BatchInvoiceSaveBody, saved: BatchInvoiceSaveAnswer) =>
        saved.BatchInvoice.Appointments.map((signing) => signing.Id),
      ),
    }),
    /** Spec 001 §7 send/: the PDF e-mailed through the outbox; an unsaved invoice is saved as sent. */
    sendInvoice: build.mutation<InvoiceSentAnswer, InvoiceEmailSendBody>({
      query: (body) => ({ url: 'invoiceapi/send', method: 'POST', body }),
      onQueryStarted: announceOnSuccess('signing.saved', (body: InvoiceEmailSendBody) => [body.InvoiceId]),
    }),
    /** The notary's e-mail templates and the samples, to start an invoice's message from. */
    invoiceEmailTemplates: build.query<{ mine: EmailTemplate[]; samples: SampleEmailTemplate[] }, void>({
      async queryFn(_arg, _api, _extra, fetchWithBaseQuery) {
        const [mine, samples] = await Promise.all([
          fetchWithBaseQuery('emailtemplateapi/gettemplates'),
          fetchWithBaseQuery('emailtemplateapi/getsampletemplates'),
        ]);
        if (mine.error) return { error: mine.error };
        if (samples.error) return { error: samples.error };
        return { data: { mine: mine.data as EmailTemplate[], samples: samples.data as SampleEmailTemplate[] } };
      },
    }),
    /** A template with its tokens filled from the signing (spec 001 §9), as the message starts. */
    previewInvoiceEmail: build.mutation<EmailPreview, EmailSendRequest>({
      query: (body) => ({ url: 'emailtemplateapi/preview', method: 'POST', body }),
    }),
    sendBatchInvoice: build.mutation<string, BatchInvoiceEmailSendBody>({
      query: (body) => ({ url: 'batchinvoiceapi/send', method: 'POST', body }),
    }),
  }),
});

export const {
  useInvoiceEmailTemplatesQuery,
  usePreviewInvoiceEmailMutation,
  useSendInvoiceMutation,
  useSendBatchInvoiceMutation,
  useGetInvoiceQuery,
  useSaveInvoiceMutation,
  useGetBatchInvoiceQuery,
  useProposeBatchInvoiceQuery,
  useSaveBatchInvoiceMutation,
} = invoicesApi;
