import type { DomainEvent } from './envelope';

/**
 * The subscription's life, on the account's own stream `user-{UserId}` (after TrialStarted and
 * TrialExpired): decided there with its expected revision, so a payment, a renewal and a
 * cancellation never race each other. A card is known only by the gateway's reference, its brand,
 * its last four digits and its expiry: the number and the CVC never reach an event.
 */
export interface CardSummary {
  /** The gateway's payment-method reference (pm_…): what the next charge uses. */
  Reference: string;
  Brand: string;
  Last4: string;
  ExpMonth: number;
  ExpYear: number;
}

export type CardUpdated = DomainEvent<'CardUpdated', CardSummary & { UpdatedAt: string }>;
/** The first period was paid: the trial is over and the plan is a paid one. */
export type SubscriptionStarted = DomainEvent<
  'SubscriptionStarted',
  { SubscriptionId: string; PlanId: string; StartedAt: string; PeriodStart: string; PeriodEnd: string }
>;
/** A period was charged. `PaymentId` derives from the subscription and the period's start: once per period. */
export type PaymentSucceeded = DomainEvent<
  'PaymentSucceeded',
  {
    PaymentId: string;
    SubscriptionId: string;
    PlanId: string;
    /** Decimal with two places, as money travels (spec: amounts in cents are summed, not floats). */
    Amount: number;
    PeriodStart: string;
    PeriodEnd: string;
    /** The gateway's charge id. */
    ChargeReference: string;
    CardBrand: string;
    CardLast4: string;
    PaidAt: string;
  }
>;
/** A charge was refused; `Attempt` counts the tries for this period, `NextAttemptAt` null: no more tries. */
export type PaymentFailed = DomainEvent<
  'PaymentFailed',
  {
    PaymentId: string;
    SubscriptionId: string;
    PlanId: string;
    Amount: number;
    PeriodStart: string;
    /** The gateway's message, as the notary is shown it. */
    Message: string;
    Attempt: number;
    NextAttemptAt: string | null;
    FailedAt: string;
  }
>;
/** A renewal failed: the account is Delinquent while the retries run. */
export type SubscriptionPastDue = DomainEvent<'SubscriptionPastDue', { SubscriptionId: string; PeriodStart: string; Since: string }>;
/**
 * The subscription ends: `Reason` 'customer' (the notary cancelled: it runs to `EndsAt`, the end of the
 * paid period) or 'unpaid' (every retry of a renewal failed: it ends at once).
 */
export type SubscriptionCancelled = DomainEvent<
  'SubscriptionCancelled',
  { SubscriptionId: string; Reason: 'customer' | 'unpaid'; CancelledAt: string; EndsAt: string }
>;

export type SubscriptionEvent = CardUpdated | SubscriptionStarted | PaymentSucceeded | PaymentFailed | SubscriptionPastDue | SubscriptionCancelled;
