import type { SubscriptionStatus } from '@notary/domain';

/** A payment as the Billing page lists it (its receipt): paid or refused, never the card beyond brand and last four. */
export interface PaymentLine {
  PaymentId: string;
  Status: 'Paid' | 'Failed';
  PlanId: string;
  Amount: number;
  PeriodStart: string;
  PeriodEnd: string | null;
  At: string;
  CardBrand: string;
  CardLast4: string;
  /** The gateway's message for a refused charge. */
  Message: string | null;
}

/** One document per notary who has paid (or tried to): the subscription, the card on file, the payments. */
export type SubscriptionFields = {
  OwnerId: string;
  SubscriptionId: string | null;
  PlanId: string | null;
  Status: SubscriptionStatus | null;
  PeriodStart: string | null;
  PeriodEnd: string | null;
  EndsAt: string | null;
  Card: { Brand: string; Last4: string; ExpMonth: number; ExpYear: number } | null;
  FailedAttempts: number;
  NextAttemptAt: string | null;
  /** Newest first. */
  Payments: PaymentLine[];
  LastUpdate: string;
};

export interface SubscriptionDocument extends SubscriptionFields {
  _id: string;
  [key: string]: unknown;
}

export const SUBSCRIPTIONS = 'subscriptions';
