import Stripe from 'stripe';
import { CardDeclinedError, declinedOf, savedCardOf, StripePaymentGateway, TestPaymentGateway, verifyStripeWebhook } from '@notary/payments';

// The PaymentGateway's adapters without network: the test gateway's documented cards, and the
// Stripe adapter's mapping and webhook signature check (Stripe itself cannot be reached from here).
const customer = { ownerId: 'u1', email: 'ann@example.com' };
const card = (number: string) => ({ kind: 'card' as const, card: { number, expMonth: 12, expYear: 2030, cvc: '123', nameOnCard: 'Ana Rivera', zip: '78701' } });

describe('the test gateway', () => {
  const gateway = new TestPaymentGateway();
  it('saves a test card as a reference, brand, last four and expiry, and charges it once per key', async () => {
    const saved = await gateway.saveCard(card('4242424242424242'));
    expect(saved).toMatchObject({ brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 });
    expect(saved.reference).toMatch(/^pm_test_ok_[0-9a-f]+$/);
    expect(JSON.stringify(saved)).not.toContain('4242424242424242');
    const first = await gateway.charge({ cardReference: saved.reference, amountCents: 1299, idempotencyKey: 'k1', description: 'x' });
    expect(await gateway.charge({ cardReference: saved.reference, amountCents: 1299, idempotencyKey: 'k1', description: 'x' })).toEqual(first);
  });
  it.each([
    ['4000000000000002', 'Your card was declined.'],
    ['4000000000000069', 'Your card has expired.'],
    ['4000000000000127', "Your card's security code is incorrect."],
    ['4111111111111111', 'Your card was declined. Your request was in test mode, but used a non test card.'],
  ])('refuses %s when saving it: %s', async (number, message) => {
    await expect(gateway.saveCard(card(number))).rejects.toThrow(new CardDeclinedError(message, 'x'));
  });
  it.each([
    ['4000000000009995', 'Your card has insufficient funds.'],
    ['4000000000000341', 'Your card was declined.'],
  ])('saves %s but refuses to charge it: %s', async (number, message) => {
    const saved = await gateway.saveCard(card(number));
    await expect(gateway.charge({ cardReference: saved.reference, amountCents: 1299, idempotencyKey: 'k', description: 'x' })).rejects.toThrow(message);
  });
});

describe('the Stripe adapter', () => {
  const stripe = new Stripe('sk_test_offline');
  it('keeps of a PaymentMethod only the references, brand, last four and expiry', () => {
    const method = { id: 'pm_1', card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031 } } as unknown as Stripe.PaymentMethod;
    expect(savedCardOf('cus_1', method)).toEqual({ reference: 'cus_1/pm_1', brand: 'Visa', last4: '4242', expMonth: 4, expYear: 2031 });
  });
  it("turns Stripe's card errors into declines with Stripe's message", () => {
    const error = new Stripe.errors.StripeCardError({
      type: 'card_error',
      message: 'Your card has insufficient funds.',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
    });
    expect(declinedOf(error)).toEqual(new CardDeclinedError('Your card has insufficient funds.', 'insufficient_funds'));
    expect((declinedOf(new Error('socket hang up')) as Error).message).toBe('The payment service could not be reached; please try again in a few minutes.');
  });
  it('refuses card numbers: with Stripe only a PaymentMethod id is taken', async () => {
    await expect(new StripePaymentGateway(stripe, 'pk_test_x').saveCard(card('4242424242424242'), customer)).rejects.toThrow(
      'Enter the card in the secure card form.',
    );
  });
  it('believes a webhook only with a valid signature over the raw body', () => {
    const secret = 'whsec_test_secret';
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', data: { object: {} } });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect(verifyStripeWebhook(stripe, payload, header, secret).type).toBe('payment_intent.succeeded');
    expect(() => verifyStripeWebhook(stripe, payload.replace('succeeded', 'failed'), header, secret)).toThrow();
    expect(() => verifyStripeWebhook(stripe, payload, header, 'whsec_other')).toThrow();
  });
});
