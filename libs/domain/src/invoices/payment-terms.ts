import type { PaymentTermsCode } from '@notary/events';

/** The payment terms a notary offers, with the days the customer has from the invoice date. */
export const PAYMENT_TERMS: Record<PaymentTermsCode, { Label: string; Days: number }> = {
  DueOnReceipt: { Label: 'Due on receipt', Days: 0 },
  Net15: { Label: 'Net 15', Days: 15 },
  Net30: { Label: 'Net 30', Days: 30 },
  Net45: { Label: 'Net 45', Days: 45 },
};

export const PAYMENT_TERMS_CODES = Object.keys(PAYMENT_TERMS) as PaymentTermsCode[];

/** Title and signing companies mostly pay on 30-day terms; the notary picks another per invoice. */
export const DEFAULT_PAYMENT_TERMS: PaymentTermsCode = 'Net30';

/** The local date (YYYY-MM-DD) payment is due: the invoice date plus the terms' days. */
export function dueDateOf(invoiceDate: string, terms: PaymentTermsCode): string {
  const date = new Date(`${invoiceDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + PAYMENT_TERMS[terms].Days);
  return date.toISOString().slice(0, 10);
}

export const isPaymentTermsCode = (value: unknown): value is PaymentTermsCode => typeof value === 'string' && Object.hasOwn(PAYMENT_TERMS, value);

/**
 * The terms a new invoice gets: the customer's own, else the notary's default, else Net 30 (a
 * customer or settings recorded before terms existed have none).
 */
export function paymentTermsFor(customerTerms: PaymentTermsCode | null | undefined, defaultTerms: PaymentTermsCode | null | undefined): PaymentTermsCode {
  if (isPaymentTermsCode(customerTerms)) return customerTerms;
  return isPaymentTermsCode(defaultTerms) ? defaultTerms : DEFAULT_PAYMENT_TERMS;
}
