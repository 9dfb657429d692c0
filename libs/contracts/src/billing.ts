import { z } from 'zod';
import type { Billing, BillingStatus } from './accounts';
import type { Written } from './primitives';
import { text } from './primitives';

/**
 * Paying (spec 000 §3/§4, spec 001 §3/§7): POST accountapi/billing, creditcard and marketingbilling.
 * With the test gateway the card's fields come under spec 001's names and are checked by its rules
 * (made exact: Luhn, an expiry to come, a CVC of 3 or 4 digits); with Stripe only the PaymentMethod
 * id that Stripe's own fields made is sent. The server never keeps the number or the CVC.
 */
const cardField = (max: number) =>
  z
    .union([z.string().max(max), z.number().int().min(0).max(999_999)])
    .transform(String)
    .default('');

export const CardBody = z.object({
  CreditCardName: text(100).default(''),
  CreditCardNumber: text(40).default(''),
  ExpirationMonth: cardField(2),
  ExpirationYear: cardField(4),
  ZipCode: text(20).default(''),
  Cvc: text(8).default(''),
  /** Stripe: the PaymentMethod id (pm_…) made by Stripe Elements in the browser. */
  PaymentMethodId: z
    .string()
    .regex(/^pm_[A-Za-z0-9_]{1,200}$/, 'must be a Stripe PaymentMethod id')
    .optional(),
});
export type CardRequest = z.input<typeof CardBody>;

export const BillingBody = CardBody.extend({
  PlanId: text(40).default(''),
  /** Spec 001 §5: the full billing form needs the terms accepted. */
  AcceptedTerms: z.boolean().default(false),
});
export type BillingRequest = z.input<typeof BillingBody>;
export type BillingInput = z.output<typeof BillingBody>;

/** The card on file: what the server keeps of it. */
export interface CardOnFile {
  Brand: string;
  Last4: string;
  ExpMonth: number;
  ExpYear: number;
}

/** A payment, as a receipt line on the Billing page. */
export interface PaymentHistoryLine {
  PaymentId: string;
  Status: 'Paid' | 'Failed';
  PlanId: string;
  Amount: number;
  PeriodStart: string;
  PeriodEnd: string | null;
  At: string;
  CardBrand: string;
  CardLast4: string;
  Message: string | null;
}

/**
 * GET billing, with what paying added: the card on file, the paid period, the payments, and which
 * gateway takes the card (Stripe comes with its publishable key for its card fields).
 */
export interface BillingAnswer extends Billing {
  Status: BillingStatus | 'Delinquent' | 'Cancelled';
  Card: CardOnFile | null;
  /** The paid period's end: the next renewal, or when a cancelled subscription stops. */
  PaidThrough: string | null;
  /** After a failed renewal, when it is tried again (null: not failing, or no more tries). */
  NextAttemptAt: string | null;
  Payments: PaymentHistoryLine[];
  Gateway: { Kind: 'test' | 'stripe'; PublishableKey: string | null };
}

/** POST billing and creditcard answer the billing as it now stands, with the log position written. */
export type BillingWriteAnswer = BillingAnswer & Written;
