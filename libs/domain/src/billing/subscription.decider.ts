import type { AccountEvent, CardSummary } from '@notary/events';
import { conflict, fromCents, notFound, validationError, type Decider } from '../shared';
import { periodEnd, planById } from './plans';

/**
 * After a failed renewal, the next tries come this many days after the one before; when the last of
 * them fails too, the subscription ends ('unpaid'). Between the first failure and then, the account
 * is Delinquent and keeps working: a notary mid-week should not lose their schedule to a card glitch.
 */
export const RENEWAL_RETRY_DELAYS_DAYS: readonly number[] = [1, 3, 5];

export const BILLING_MESSAGES = {
  alreadySubscribed: 'You already have an active subscription.',
  noSubscription: 'You have no subscription to cancel.',
  noCard: 'There is no card on file to replace; subscribe with a card first.',
  unknownPlan: 'Please choose a plan',
} as const;

export type SubscriptionStatus = 'Active' | 'Delinquent' | 'Cancelled' | 'Ended';

export interface SubscriptionState {
  subscriptionId: string;
  planId: string;
  status: SubscriptionStatus;
  periodStart: string;
  periodEnd: string;
  /** When a cancelled subscription stops (the end of the paid period, or at once when unpaid). */
  endsAt: string | null;
  /** The period whose renewal is failing, its tries so far, and when the next one is due. */
  failing: { periodStart: string; attempts: number; nextAttemptAt: string | null } | null;
  paidPeriods: string[];
}

export interface BillingState {
  registered: boolean;
  card: CardSummary | null;
  subscription: SubscriptionState | null;
}

/** What the gateway said yes to: the handler charges first, then records it here. */
export interface ChargeMade {
  chargeReference: string;
  amountCents: number;
}

export type BillingCommand =
  | { type: 'StartSubscription'; subscriptionId: string; planId: string; card: CardSummary; charge: ChargeMade; periodStart: string; now: Date }
  | { type: 'UpdateCard'; card: CardSummary; now: Date }
  | { type: 'CancelSubscription'; now: Date }
  | { type: 'RecordRenewal'; periodStart: string; charge: ChargeMade; now: Date }
  | { type: 'RecordRenewalFailure'; periodStart: string; message: string; now: Date };

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (date: Date) => date.toISOString();

/** One payment per subscription and period: the same id however often the period is tried. */
export const paymentIdOf = (subscriptionId: string, periodStart: string) => `${subscriptionId}:${periodStart}`;

/** Whether the account pays now (or did, for a cancelled period still running). */
export const isRunning = (subscription: SubscriptionState | null, now: Date): boolean =>
  !!subscription &&
  (subscription.status === 'Active' ||
    subscription.status === 'Delinquent' ||
    (subscription.status === 'Cancelled' && !!subscription.endsAt && Date.parse(subscription.endsAt) > now.getTime()));

/**
 * Checked before the gateway is asked for anything: an account already paying cannot start a second
 * subscription; a cancelled one that still runs starts the new one where the paid period ends.
 */
export function nextSubscriptionStart(state: BillingState, now: Date): string {
  if (!state.registered) throw notFound('ACCOUNT.NOT_FOUND', 'Unable to get billing information');
  const current = state.subscription;
  if (current && (current.status === 'Active' || current.status === 'Delinquent'))
    throw conflict('BILLING.ALREADY_SUBSCRIBED', BILLING_MESSAGES.alreadySubscribed);
  if (current?.endsAt && Date.parse(current.endsAt) > now.getTime()) return current.endsAt;
  return iso(now);
}

/** The renewal due now, if any: the period after the paid one, once it has begun and its next try is due. */
export function renewalDue(state: BillingState, now: Date): { periodStart: string; attempt: number } | null {
  const sub = state.subscription;
  if (!sub || (sub.status !== 'Active' && sub.status !== 'Delinquent')) return null;
  if (Date.parse(sub.periodEnd) > now.getTime()) return null;
  const periodStart = sub.periodEnd;
  if (sub.failing?.periodStart === periodStart) {
    if (!sub.failing.nextAttemptAt || Date.parse(sub.failing.nextAttemptAt) > now.getTime()) return null;
    return { periodStart, attempt: sub.failing.attempts + 1 };
  }
  return { periodStart, attempt: 1 };
}

export const subscriptionDecider: Decider<BillingCommand, BillingState, AccountEvent> = {
  initialState: () => ({ registered: false, card: null, subscription: null }),

  evolve(state, event) {
    const sub = state.subscription;
    switch (event.type) {
      case 'UserRegistered':
        return { ...state, registered: true };
      case 'CardUpdated': {
        const { UpdatedAt, ...card } = event.data;
        // A new card while a renewal is failing is tried at once, not at the next scheduled try.
        const failing = sub?.failing ? { ...sub.failing, nextAttemptAt: UpdatedAt } : null;
        return { ...state, card, subscription: sub ? { ...sub, failing } : sub };
      }
      case 'SubscriptionStarted':
        return {
          ...state,
          subscription: {
            subscriptionId: event.data.SubscriptionId,
            planId: event.data.PlanId,
            status: 'Active',
            periodStart: event.data.PeriodStart,
            periodEnd: event.data.PeriodEnd,
            endsAt: null,
            failing: null,
            paidPeriods: [],
          },
        };
      case 'PaymentSucceeded':
        if (!sub || sub.subscriptionId !== event.data.SubscriptionId) return state;
        return {
          ...state,
          subscription: {
            ...sub,
            status: sub.status === 'Delinquent' ? 'Active' : sub.status,
            periodStart: event.data.PeriodStart,
            periodEnd: event.data.PeriodEnd,
            failing: null,
            paidPeriods: [...sub.paidPeriods, event.data.PeriodStart],
          },
        };
      case 'PaymentFailed':
        if (!sub || sub.subscriptionId !== event.data.SubscriptionId) return state;
        return {
          ...state,
          subscription: { ...sub, failing: { periodStart: event.data.PeriodStart, attempts: event.data.Attempt, nextAttemptAt: event.data.NextAttemptAt } },
        };
      case 'SubscriptionPastDue':
        return sub ? { ...state, subscription: { ...sub, status: 'Delinquent' } } : state;
      case 'SubscriptionCancelled':
        return sub
          ? { ...state, subscription: { ...sub, status: event.data.Reason === 'unpaid' ? 'Ended' : 'Cancelled', endsAt: event.data.EndsAt, failing: null } }
          : state;
      default:
        // The account's other events (trial, roles, password) say nothing about paying.
        return state;
    }
  },

  decide(command, state) {
    if (!state.registered) throw notFound('ACCOUNT.NOT_FOUND', 'Unable to get billing information');
    const sub = state.subscription;
    switch (command.type) {
      case 'StartSubscription': {
        const plan = planById(command.planId);
        if (!plan) throw validationError('BILLING.PLAN_UNKNOWN', BILLING_MESSAGES.unknownPlan, { PlanId: BILLING_MESSAGES.unknownPlan });
        nextSubscriptionStart(state, command.now);
        const PeriodEnd = periodEnd(command.periodStart, plan.PeriodMonths);
        const at = iso(command.now);
        return [
          { type: 'CardUpdated', data: { ...command.card, UpdatedAt: at } },
          {
            type: 'SubscriptionStarted',
            data: { SubscriptionId: command.subscriptionId, PlanId: plan.PlanId, StartedAt: at, PeriodStart: command.periodStart, PeriodEnd },
          },
          {
            type: 'PaymentSucceeded',
            data: {
              PaymentId: paymentIdOf(command.subscriptionId, command.periodStart),
              SubscriptionId: command.subscriptionId,
              PlanId: plan.PlanId,
              Amount: fromCents(command.charge.amountCents),
              PeriodStart: command.periodStart,
              PeriodEnd,
              ChargeReference: command.charge.chargeReference,
              CardBrand: command.card.Brand,
              CardLast4: command.card.Last4,
              PaidAt: at,
            },
          },
        ];
      }
      case 'UpdateCard':
        if (!state.card) throw validationError('BILLING.NO_CARD', BILLING_MESSAGES.noCard);
        return [{ type: 'CardUpdated', data: { ...command.card, UpdatedAt: iso(command.now) } }];
      case 'CancelSubscription':
        if (!sub || sub.status === 'Ended' || (sub.endsAt && Date.parse(sub.endsAt) <= command.now.getTime()))
          throw validationError('BILLING.NO_SUBSCRIPTION', BILLING_MESSAGES.noSubscription);
        // Cancelling twice changes nothing: the first one already set when it ends.
        if (sub.status === 'Cancelled') return [];
        return [
          {
            type: 'SubscriptionCancelled',
            data: { SubscriptionId: sub.subscriptionId, Reason: 'customer', CancelledAt: iso(command.now), EndsAt: sub.periodEnd },
          },
        ];
      case 'RecordRenewal': {
        const due = renewalDue(state, command.now);
        if (!sub || !due || due.periodStart !== command.periodStart || sub.paidPeriods.includes(command.periodStart)) return [];
        const plan = planById(sub.planId);
        const PeriodEnd = periodEnd(command.periodStart, plan?.PeriodMonths ?? 1);
        return [
          {
            type: 'PaymentSucceeded',
            data: {
              PaymentId: paymentIdOf(sub.subscriptionId, command.periodStart),
              SubscriptionId: sub.subscriptionId,
              PlanId: sub.planId,
              Amount: fromCents(command.charge.amountCents),
              PeriodStart: command.periodStart,
              PeriodEnd,
              ChargeReference: command.charge.chargeReference,
              CardBrand: state.card?.Brand ?? '',
              CardLast4: state.card?.Last4 ?? '',
              PaidAt: iso(command.now),
            },
          },
        ];
      }
      case 'RecordRenewalFailure': {
        const due = renewalDue(state, command.now);
        if (!sub || !due || due.periodStart !== command.periodStart) return [];
        const delayDays = RENEWAL_RETRY_DELAYS_DAYS[due.attempt - 1];
        const nextAttemptAt = delayDays === undefined ? null : iso(new Date(command.now.getTime() + delayDays * DAY_MS));
        const plan = planById(sub.planId);
        const at = iso(command.now);
        const events: AccountEvent[] = [
          {
            type: 'PaymentFailed',
            data: {
              PaymentId: paymentIdOf(sub.subscriptionId, command.periodStart),
              SubscriptionId: sub.subscriptionId,
              PlanId: sub.planId,
              Amount: fromCents(plan?.PeriodPriceCents ?? 0),
              PeriodStart: command.periodStart,
              Message: command.message,
              Attempt: due.attempt,
              NextAttemptAt: nextAttemptAt,
              FailedAt: at,
            },
          },
        ];
        if (sub.status === 'Active')
          events.push({ type: 'SubscriptionPastDue', data: { SubscriptionId: sub.subscriptionId, PeriodStart: command.periodStart, Since: at } });
        if (!nextAttemptAt)
          events.push({ type: 'SubscriptionCancelled', data: { SubscriptionId: sub.subscriptionId, Reason: 'unpaid', CancelledAt: at, EndsAt: at } });
        return events;
      }
      default: {
        const exhaustive: never = command;
        return exhaustive;
      }
    }
  },
};
