import type { PaymentGateway } from './payment-gateway';
import { StripePaymentGateway } from './stripe-gateway';
import { TestPaymentGateway } from './test-gateway';

/** Stripe when its secret key is configured; otherwise the test gateway (test card numbers only). */
export function createPaymentGateway(config: { stripeSecretKey: string | null; stripePublishableKey: string | null }): PaymentGateway {
  return config.stripeSecretKey ? StripePaymentGateway.fromKeys(config.stripeSecretKey, config.stripePublishableKey) : new TestPaymentGateway();
}
