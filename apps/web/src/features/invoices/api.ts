import type { Invoice, InvoiceSaveAnswer, InvoiceSaveBody } from '@notary/contracts';
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
  }),
});

export const { useGetInvoiceQuery, useSaveInvoiceMutation } = invoicesApi;
