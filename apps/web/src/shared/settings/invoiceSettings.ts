import type { PaymentTermsCode, Settings } from '@notary/contracts';

/** What a new invoice starts with (spec 001's Invoice Settings), as the form holds it. */
export interface InvoiceSettingsDraft {
  NextInvoiceNumber: string;
  DefaultPaymentTerms: PaymentTermsCode;
  InvoiceDefaultNotes: string;
}

/** The invoice settings as saved. */
export interface InvoiceSettings {
  NextInvoiceNumber: number;
  DefaultPaymentTerms: PaymentTermsCode;
  InvoiceDefaultNotes: string;
}

export const NEXT_INVOICE_NUMBER_PROBLEM = 'The next invoice number must be a whole number, 1 or more';

export const invoiceSettingsDraftOf = (settings: Pick<Settings, keyof InvoiceSettings>): InvoiceSettingsDraft => ({
  NextInvoiceNumber: String(settings.NextInvoiceNumber),
  DefaultPaymentTerms: settings.DefaultPaymentTerms,
  InvoiceDefaultNotes: settings.InvoiceDefaultNotes,
});

/**
 * The invoice settings to save, or what is wrong with the draft (spec 001 §5: an invoice number is
 * 1 or more), by field.
 */
export function invoiceSettingsOf(draft: InvoiceSettingsDraft): { settings: InvoiceSettings } | { errors: Record<string, string> } {
  const typed = draft.NextInvoiceNumber.trim();
  const number = Number(typed);
  if (!/^\d{1,10}$/.test(typed) || number < 1 || number > 1_000_000_000) return { errors: { NextInvoiceNumber: NEXT_INVOICE_NUMBER_PROBLEM } };
  return { settings: { NextInvoiceNumber: number, DefaultPaymentTerms: draft.DefaultPaymentTerms, InvoiceDefaultNotes: draft.InvoiceDefaultNotes.trim() } };
}
