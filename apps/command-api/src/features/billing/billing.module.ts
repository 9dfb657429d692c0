import { Module } from '@nestjs/common';
import { BillingController } from './billing.http.controller';
import { CancelSubscriptionHandler, ReplaceCardHandler, SubscribeHandler } from './billing.handlers';
import { BillingOfHandler } from './billing.queries';
import { paymentGatewayProvider } from './payment-gateway.provider';
import { StripeWebhookController } from './stripe-webhook.http.controller';

/** Paying for the subscription: billing, the card, cancelling, the marketing offer, Stripe's webhooks. */
@Module({
  controllers: [BillingController, StripeWebhookController],
  providers: [paymentGatewayProvider, BillingOfHandler, SubscribeHandler, ReplaceCardHandler, CancelSubscriptionHandler],
})
export class BillingModule {}
