import type { PaymentTermsCode, SettingsSaveAnswer } from '@notary/contracts';
import { api } from '../../app/api';
import { announceOnSuccess } from '../../app/liveUpdates';

/** The invoice settings: part of the settings, saved through the same settingsapi/save. */
export interface InvoiceSettings {
  NextInvoiceNumber: number;
  DefaultPaymentTerms: PaymentTermsCode;
  InvoiceDefaultNotes: string;
}

export const invoiceSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveInvoiceSettings: build.mutation<SettingsSaveAnswer, InvoiceSettings>({
      query: (settings) => ({ url: 'settingsapi/save', method: 'POST', body: settings }),
      // A new invoice's number, terms and notes come from here: open invoices and receivables follow.
      onQueryStarted: announceOnSuccess('settings.saved', () => []),
    }),
  }),
});

export const { useSaveInvoiceSettingsMutation } = invoiceSettingsApi;
