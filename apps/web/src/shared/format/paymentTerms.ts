import type { PaymentTermsCode } from '@notary/contracts/wire-values';

/**
 * The payment terms a notary offers, as the notary reads them (the server's labels are the same),
 * for the screens that pick terms: a customer's, and the default in the invoice settings.
 */
export const PAYMENT_TERMS_LABELS: Readonly<Record<PaymentTermsCode, string>> = {
  DueOnReceipt: 'Due on receipt',
  Net15: 'Net 15',
  Net30: 'Net 30',
  Net45: 'Net 45',
};

export const PAYMENT_TERMS_OPTIONS = (Object.keys(PAYMENT_TERMS_LABELS) as PaymentTermsCode[]).map((code) => ({ code, label: PAYMENT_TERMS_LABELS[code] }));
