import Stripe from 'stripe';
import {
  CardDeclinedError,
  CardInputRefusedError,
  type CardInput,
  type Charge,
  type ChargeRequest,
  type GatewayCustomer,
  type PaymentGateway,
  type SavedCard,
} from './payment-gateway';

/**
 * Stripe, when STRIPE_SECRET_KEY is set. The browser collects the card in Stripe Elements and sends
 * only the PaymentMethod id, so card data never reaches this server. Each notary becomes a Stripe
 * customer with the card attached; renewals are off-session PaymentIntents that our own scheduler
 * makes once per period (the idempotency key is the period's payment id), so the subscription's life
 * stays in our log rather than in Stripe Billing's objects.
 */
export class StripePaymentGateway implements PaymentGateway {
  readonly kind = 'stripe' as const;

  constructor(
    private readonly stripe: Stripe,
    readonly publishableKey: string | null,
  ) {}

  static fromKeys(secretKey: string, publishableKey: string | null): StripePaymentGateway {
    return new StripePaymentGateway(new Stripe(secretKey, { maxNetworkRetries: 2 }), publishableKey);
  }

  async saveCard(input: CardInput, customer: GatewayCustomer): Promise<SavedCard> {
    if (input.kind !== 'payment-method') throw new CardInputRefusedError('Enter the card in the secure card form.');
    try {
      const created = await this.stripe.customers.create({ email: customer.email, metadata: { ownerId: customer.ownerId } });
      const method = await this.stripe.paymentMethods.attach(input.paymentMethodId, { customer: created.id });
      await this.stripe.customers.update(created.id, { invoice_settings: { default_payment_method: method.id } });
      return savedCardOf(created.id, method);
    } catch (error) {
      throw declinedOf(error);
    }
  }

  async charge(request: ChargeRequest): Promise<Charge> {
    const { customerId, paymentMethodId } = parseReference(request.cardReference);
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: 'usd',
          customer: customerId,
          payment_method: paymentMethodId,
          off_session: true,
          confirm: true,
          description: request.description,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (intent.status !== 'succeeded') throw new CardDeclinedError('Your card was declined.', intent.status);
      return { chargeReference: intent.id };
    } catch (error) {
      throw declinedOf(error);
    }
  }
}

/** A card's reference holds the customer and the PaymentMethod, the two ids a charge needs. */
export const referenceOf = (customerId: string, paymentMethodId: string) => `${customerId}/${paymentMethodId}`;

export function parseReference(reference: string): { customerId: string; paymentMethodId: string } {
  const [customerId, paymentMethodId] = reference.split('/');
  if (!customerId || !paymentMethodId) throw new CardDeclinedError('The card on file cannot be charged; please enter it again.', 'invalid_reference');
  return { customerId, paymentMethodId };
}

/** What is kept of a Stripe PaymentMethod: the references, brand, last four and expiry, nothing else. */
export function savedCardOf(customerId: string, method: Pick<Stripe.PaymentMethod, 'id' | 'card'>): SavedCard {
  const card = method.card;
  if (!card) throw new CardInputRefusedError('This payment method is not a card.');
  return {
    reference: referenceOf(customerId, method.id),
    brand: BRANDS[card.brand] ?? card.brand,
    last4: card.last4,
    expMonth: card.exp_month,
    expYear: card.exp_year,
  };
}

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
};

/** Stripe's card errors carry the message for the cardholder; other failures get a plain one. */
export function declinedOf(error: unknown): Error {
  if (error instanceof CardDeclinedError || error instanceof CardInputRefusedError) return error;
  if (error instanceof Stripe.errors.StripeCardError) return new CardDeclinedError(error.message, error.decline_code ?? error.code ?? 'card_declined');
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
    return new CardDeclinedError('The card could not be found; please enter it again.', 'resource_missing');
  return new CardDeclinedError('The payment service could not be reached; please try again in a few minutes.', 'gateway_unavailable');
}

/**
 * Checks a webhook's Stripe-Signature against the raw body with STRIPE_WEBHOOK_SECRET; throws when it
 * does not match (a forged or replayed call).
 */
export function verifyStripeWebhook(stripe: Stripe, rawBody: Buffer | string, signature: string, secret: string): Stripe.Event {
  return stripe.webhooks.constructEvent(rawBody, signature, secret);
}
