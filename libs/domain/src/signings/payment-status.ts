import type { Payment, SigningDetails } from '@notary/events';
import { fromCents, sumMoney, toCents } from '../shared/money';

export const amountPaid = (payments: readonly Payment[]) => sumMoney(payments.map((payment) => payment.Amount));

/**
 * Spec 000 §4: a signing is paid if InvoicePaid is set; it is unpaid if it has an amount and either
 * it is not marked paid or what was paid is below the amount.
 */
export function isPaid(details: Pick<SigningDetails, 'InvoicePaid'>): boolean {
  return Boolean(details.InvoicePaid);
}

export function isUnpaid(details: Pick<SigningDetails, 'InvoicePaid' | 'Amount'>, payments: readonly Payment[]): boolean {
  const amount = details.Amount ?? 0;
  return amount > 0 && (!isPaid(details) || amountPaid(payments) < amount);
}

/** What is still owed: the amount less what was paid, never below zero. */
export function balanceDue(details: Pick<SigningDetails, 'Amount'>, payments: readonly Payment[]): number {
  return fromCents(Math.max(0, toCents(details.Amount ?? 0) - toCents(amountPaid(payments))));
}

/** 'paid' when marked paid and nothing is owed, 'unpaid' when money is owed, 'none' when no amount. */
export type PaymentStatus = 'paid' | 'unpaid' | 'none';

export function paymentStatus(details: Pick<SigningDetails, 'InvoicePaid' | 'Amount'>, payments: readonly Payment[]): PaymentStatus {
  if (isUnpaid(details, payments)) return 'unpaid';
  return isPaid(details) ? 'paid' : 'none';
}
