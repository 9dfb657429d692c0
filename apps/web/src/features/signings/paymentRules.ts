import type { Payment, SigningSaveBody } from '@notary/contracts';
import { currencyInputValue, parseCurrency, roundToCents } from '../../shared/format';

/**
 * A payment on a signing as the edit form holds it (spec 001 §5): the contract's Payment with each
 * field as text. PaymentId is '' for a row added in this form, PaidDate '' while not paid, Amount
 * as typed with thousands commas. A row without a paid date is not a payment yet: it is dropped on save.
 */
export type PaymentRow = Record<keyof Payment, string>;

export const blankPayment = (): PaymentRow => ({ PaymentId: '', PaidDate: '', Amount: '', CheckNumber: '' });

export function totalPaid(rows: readonly PaymentRow[]): number {
  return roundToCents(rows.reduce((sum, row) => sum + (row.PaidDate ? (parseCurrency(row.Amount) ?? 0) : 0), 0));
}

/** What is still owed on `amount` once the other rows' payments are counted. */
export function remainingBalance(rows: readonly PaymentRow[], amount: number | null, exceptIndex = -1): number {
  const others = rows.filter((_, index) => index !== exceptIndex);
  return Math.max(0, roundToCents((amount ?? 0) - totalPaid(others)));
}

/**
 * Choosing a payment date: clearing it clears the amount (no date, no payment); setting it while
 * the amount is empty or zero fills in what is still owed, the usual case of a single full payment.
 */
export function withPaymentDate(rows: readonly PaymentRow[], index: number, paidDate: string, signingAmount: number | null): PaymentRow[] {
  return rows.map((row, at) => {
    if (at !== index) return row;
    if (!paidDate) return { ...row, PaidDate: '', Amount: '' };
    const amount = parseCurrency(row.Amount);
    if (amount === null || amount === 0) return { ...row, PaidDate: paidDate, Amount: currencyInputValue(remainingBalance(rows, signingAmount, index)) };
    return { ...row, PaidDate: paidDate };
  });
}

/** A partial payment row may be added once something was paid and the signing is not fully paid. */
export function canAddPartialPayment(rows: readonly PaymentRow[], signingAmount: number | null): boolean {
  const somePaid = rows.some((row) => row.PaidDate && (parseCurrency(row.Amount) ?? 0) !== 0);
  return somePaid && totalPaid(rows) < (signingAmount ?? 0);
}

/** Removing a row; removing the last one leaves a blank row to fill, never an empty list. */
export function withoutPayment(rows: readonly PaymentRow[], index: number): PaymentRow[] {
  const rest = rows.filter((_, at) => at !== index);
  return rest.length ? rest : [blankPayment()];
}

export function paymentRowsOf(payments: readonly Payment[]): PaymentRow[] {
  if (!payments.length) return [blankPayment()];
  return payments.map((payment) => ({
    PaymentId: payment.PaymentId,
    PaidDate: payment.PaidDate,
    Amount: currencyInputValue(payment.Amount),
    CheckNumber: payment.CheckNumber,
  }));
}

/** The rows as save sends them: only dated ones (the server drops the others too). */
export function paymentsToSave(rows: readonly PaymentRow[]): NonNullable<SigningSaveBody['Payments']> {
  return rows
    .filter((row) => row.PaidDate)
    .map((row) => ({ PaymentId: row.PaymentId, PaidDate: row.PaidDate, Amount: parseCurrency(row.Amount), CheckNumber: row.CheckNumber.trim() }));
}
