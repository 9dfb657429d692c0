import type { RecordedOf } from '@notary/projection-runtime';
import { documentPerStream } from '@notary/projection-runtime';
import { SUBSCRIPTIONS, type PaymentLine, type SubscriptionDocument, type SubscriptionFields } from './billing.document';

const HANDLES = ['CardUpdated', 'SubscriptionStarted', 'PaymentSucceeded', 'PaymentFailed', 'SubscriptionPastDue', 'SubscriptionCancelled'] as const;
type Handled = RecordedOf<(typeof HANDLES)[number]>;

/** Payments kept on the page; older ones stay in the log (and in the data download). */
const PAYMENTS_KEPT = 120;

const empty = (ownerId: string, at: string): SubscriptionFields => ({
  OwnerId: ownerId,
  SubscriptionId: null,
  PlanId: null,
  Status: null,
  PeriodStart: null,
  PeriodEnd: null,
  EndsAt: null,
  Card: null,
  FailedAttempts: 0,
  NextAttemptAt: null,
  Payments: [],
  LastUpdate: at,
});

const withPayment = (payments: PaymentLine[], line: PaymentLine) => [line, ...payments].slice(0, PAYMENTS_KEPT);

/** The subscription after one event of the account's stream. Pure. */
export function evolveSubscription(document: SubscriptionDocument | null, event: Handled): SubscriptionFields {
  const at = event.metadata.occurredAt;
  const { _id: _, _position: __, ...stored } = (document ?? {}) as SubscriptionDocument;
  const current: SubscriptionFields = document ? (stored as SubscriptionFields) : empty(event.metadata.ownerId, at);
  const next: SubscriptionFields = { ...current, LastUpdate: at };
  switch (event.type) {
    case 'CardUpdated': {
      const { Brand, Last4, ExpMonth, ExpYear } = event.data;
      // A new card while a renewal fails is tried at the next sweep (the decider says the same).
      return { ...next, Card: { Brand, Last4, ExpMonth, ExpYear }, NextAttemptAt: current.NextAttemptAt ? event.data.UpdatedAt : null };
    }
    case 'SubscriptionStarted':
      return {
        ...next,
        SubscriptionId: event.data.SubscriptionId,
        PlanId: event.data.PlanId,
        Status: 'Active',
        PeriodStart: event.data.PeriodStart,
        PeriodEnd: event.data.PeriodEnd,
        EndsAt: null,
        FailedAttempts: 0,
        NextAttemptAt: null,
      };
    case 'PaymentSucceeded': {
      const d = event.data;
      return {
        ...next,
        Status: current.Status === 'Delinquent' ? 'Active' : current.Status,
        PeriodStart: d.PeriodStart,
        PeriodEnd: d.PeriodEnd,
        FailedAttempts: 0,
        NextAttemptAt: null,
        Payments: withPayment(current.Payments, {
          PaymentId: d.PaymentId,
          Status: 'Paid',
          PlanId: d.PlanId,
          Amount: d.Amount,
          PeriodStart: d.PeriodStart,
          PeriodEnd: d.PeriodEnd,
          At: d.PaidAt,
          CardBrand: d.CardBrand,
          CardLast4: d.CardLast4,
          Message: null,
        }),
      };
    }
    case 'PaymentFailed': {
      const d = event.data;
      return {
        ...next,
        FailedAttempts: d.Attempt,
        NextAttemptAt: d.NextAttemptAt,
        Payments: withPayment(current.Payments, {
          PaymentId: d.PaymentId,
          Status: 'Failed',
          PlanId: d.PlanId,
          Amount: d.Amount,
          PeriodStart: d.PeriodStart,
          PeriodEnd: null,
          At: d.FailedAt,
          CardBrand: current.Card?.Brand ?? '',
          CardLast4: current.Card?.Last4 ?? '',
          Message: d.Message,
        }),
      };
    }
    case 'SubscriptionPastDue':
      return { ...next, Status: 'Delinquent' };
    case 'SubscriptionCancelled':
      return { ...next, Status: event.data.Reason === 'unpaid' ? 'Ended' : 'Cancelled', EndsAt: event.data.EndsAt, NextAttemptAt: null };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

/** One document per notary, keyed by the user's id; every change refreshes the Billing page. */
export const subscriptionsProjection = documentPerStream({
  name: 'subscriptions',
  version: 1,
  collection: SUBSCRIPTIONS,
  handles: HANDLES,
  indexes: [
    { collection: SUBSCRIPTIONS, keys: { OwnerId: 1 } },
    { collection: SUBSCRIPTIONS, keys: { Status: 1, PeriodEnd: 1 } },
  ],
  documentId: (event) => event.metadata.ownerId,
  evolve: evolveSubscription,
  announce: ({ id }) => ({ kind: 'billing.changed', id }),
});
