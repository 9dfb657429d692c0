import type { AccountEvent } from '@notary/events';
import {
  BILLING_MESSAGES,
  CARD_MESSAGES,
  cardFieldErrors,
  fold,
  passesLuhn,
  paymentIdOf,
  periodEnd,
  renewalDue,
  subscriptionDecider,
  withSubscription,
  billingView,
  type BillingCommand,
} from '@notary/domain';

// The subscription's decider (issue 17): pure rules for paying, renewing, failing and cancelling.
const now = new Date('2026-05-01T15:00:00.000Z');
const card = { Reference: 'pm_test_ok_1', Brand: 'Visa', Last4: '4242', ExpMonth: 12, ExpYear: 2030 };
const registered: AccountEvent[] = [{ type: 'UserRegistered', data: { UserId: 'u1', Email: 'ann@example.com', UserType: 0, RegisteredAt: now.toISOString() } }];
const start: BillingCommand = {
  type: 'StartSubscription',
  subscriptionId: 's1',
  planId: 'monthly',
  card,
  charge: { chargeReference: 'ch_1', amountCents: 1299 },
  periodStart: now.toISOString(),
  now,
};

function run(history: AccountEvent[], command: BillingCommand): { events: AccountEvent[]; history: AccountEvent[] } {
  const events = subscriptionDecider.decide(command, fold(subscriptionDecider, history));
  return { events, history: [...history, ...events] };
}

describe('the subscription decider', () => {
  it('starts a subscription with its card, its first period and the payment for it', () => {
    const { events } = run(registered, start);
    expect(events.map((event) => event.type)).toEqual(['CardUpdated', 'SubscriptionStarted', 'PaymentSucceeded']);
    expect(events[2].data).toMatchObject({ PaymentId: 's1:2026-05-01T15:00:00.000Z', Amount: 12.99, PeriodEnd: '2026-06-01T15:00:00.000Z', CardLast4: '4242' });
  });

  it('refuses a second subscription while one runs, and an unknown plan', () => {
    const { history } = run(registered, start);
    expect(() => run(history, { ...start, subscriptionId: 's2' })).toThrow(BILLING_MESSAGES.alreadySubscribed);
    expect(() => run(registered, { ...start, planId: 'gold' })).toThrow(BILLING_MESSAGES.unknownPlan);
  });

  it('renews a period once, whatever the number of tries', () => {
    let { history } = run(registered, start);
    const later = new Date('2026-06-01T16:00:00.000Z');
    expect(renewalDue(fold(subscriptionDecider, history), now)).toBeNull();
    expect(renewalDue(fold(subscriptionDecider, history), later)).toEqual({ periodStart: '2026-06-01T15:00:00.000Z', attempt: 1 });
    const renew: BillingCommand = {
      type: 'RecordRenewal',
      periodStart: '2026-06-01T15:00:00.000Z',
      charge: { chargeReference: 'ch_2', amountCents: 1299 },
      now: later,
    };
    ({ history } = run(history, renew));
    expect(run(history, renew).events).toEqual([]);
    expect(history.filter((event) => event.type === 'PaymentSucceeded')).toHaveLength(2);
  });

  it('goes Delinquent on a refused renewal, retries on the schedule, and ends after the last try', () => {
    let { history } = run(registered, start);
    let at = new Date('2026-06-01T16:00:00.000Z');
    const fail = (when: Date): BillingCommand => ({
      type: 'RecordRenewalFailure',
      periodStart: '2026-06-01T15:00:00.000Z',
      message: 'Your card was declined.',
      now: when,
    });
    let result = run(history, fail(at));
    expect(result.events.map((event) => event.type)).toEqual(['PaymentFailed', 'SubscriptionPastDue']);
    history = result.history;
    expect(fold(subscriptionDecider, history).subscription?.status).toBe('Delinquent');
    // Not due again before the next try.
    expect(run(history, fail(at)).events).toEqual([]);
    for (const days of [1, 3, 5]) {
      at = new Date(at.getTime() + days * 86_400_000);
      result = run(history, fail(at));
      history = result.history;
    }
    expect(result.events.map((event) => event.type)).toEqual(['PaymentFailed', 'SubscriptionCancelled']);
    const state = fold(subscriptionDecider, history);
    expect(state.subscription?.status).toBe('Ended');
    expect(withSubscription(billingView(trialFacts, at), { planId: 'monthly', status: 'Ended', periodEnd: '', endsAt: at.toISOString() }, at).Status).toBe(
      'Subscription Expired',
    );
  });

  it('cancels at the end of the paid period, once', () => {
    const { history } = run(registered, start);
    const { events, history: after } = run(history, { type: 'CancelSubscription', now });
    expect(events).toEqual([
      { type: 'SubscriptionCancelled', data: { SubscriptionId: 's1', Reason: 'customer', CancelledAt: now.toISOString(), EndsAt: '2026-06-01T15:00:00.000Z' } },
    ]);
    expect(run(after, { type: 'CancelSubscription', now }).events).toEqual([]);
    expect(() => run(registered, { type: 'CancelSubscription', now })).toThrow(BILLING_MESSAGES.noSubscription);
  });

  it('replaces a card only when there is one', () => {
    expect(() => run(registered, { type: 'UpdateCard', card, now })).toThrow(BILLING_MESSAGES.noCard);
    const { history } = run(registered, start);
    expect(run(history, { type: 'UpdateCard', card: { ...card, Last4: '4444' }, now }).events[0].data).toMatchObject({ Last4: '4444' });
  });
});

const trialFacts = {
  planId: 'trial',
  startedAt: '',
  endsAt: '2026-01-01T00:00:00.000Z',
  signingsAllowed: 15,
  signingsUsed: 15,
  expired: 'signings' as const,
  betaUser: false,
};

describe('the card rules', () => {
  const good = {
    CreditCardName: 'Ana Rivera',
    CreditCardNumber: '4242 4242 4242 4242',
    ExpirationMonth: 12,
    ExpirationYear: 2030,
    ZipCode: '78701',
    Cvc: '123',
  };
  it('accepts a good card and names each broken rule', () => {
    expect(cardFieldErrors(good, now)).toEqual({});
    expect(cardFieldErrors({ ...good, CreditCardNumber: '4242424242424241', Cvc: '12345', ExpirationMonth: 4, ExpirationYear: 2026 }, now)).toEqual({
      CreditCardNumber: CARD_MESSAGES.number,
      ExpirationYear: CARD_MESSAGES.expired,
      Cvc: CARD_MESSAGES.cvc,
    });
    // A card is good through the last day of its month.
    expect(cardFieldErrors({ ...good, ExpirationMonth: 5, ExpirationYear: 2026 }, now)).toEqual({});
  });
  it('checks the Luhn sum', () => {
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4000000000000003')).toBe(false);
  });
  it('counts periods in calendar months', () => {
    expect(periodEnd('2026-01-31T10:00:00.000Z', 1)).toBe('2026-02-28T10:00:00.000Z');
    expect(periodEnd('2026-05-01T15:00:00.000Z', 12)).toBe('2027-05-01T15:00:00.000Z');
    expect(paymentIdOf('s1', 'p')).toBe('s1:p');
  });
});
