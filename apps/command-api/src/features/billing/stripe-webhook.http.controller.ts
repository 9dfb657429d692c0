import { Controller, HttpCode, Inject, Post, Req, type RawBodyRequest } from '@nestjs/common';
import Stripe from 'stripe';
import type { AppConfig, AppLogger } from '@notary/platform';
import { consoleLogger } from '@notary/platform';
import { verifyStripeWebhook } from '@notary/payments';
import { Public, SkipAntiForgery, type AuthenticatedRequest } from '../../core/auth/decorators';
import { ApiError } from '../../core/http/api-error';
import { CONFIG } from '../../core/tokens';

/**
 * POST /api/accountapi/stripewebhook: Stripe's notices, believed only with a valid Stripe-Signature
 * over the raw body (STRIPE_WEBHOOK_SECRET). Charges are made and recorded by this server itself
 * (the first one in the request, renewals by the scheduler), so a notice changes nothing here yet:
 * it is verified, its type noted, and acknowledged. Without the secret the route does not exist.
 */
@Controller('api/accountapi')
export class StripeWebhookController {
  private readonly stripe: Stripe | null;
  private readonly logger: AppLogger = consoleLogger;

  constructor(@Inject(CONFIG) private readonly config: AppConfig) {
    // The webhook check needs no network and no secret key; any key shape serves the client object.
    this.stripe = config.stripe.webhookSecret ? new Stripe(config.stripe.secretKey ?? 'sk_test_webhook_only') : null;
  }

  @Public()
  @SkipAntiForgery()
  @Post('stripewebhook')
  @HttpCode(200)
  receive(@Req() request: RawBodyRequest<AuthenticatedRequest>) {
    const secret = this.config.stripe.webhookSecret;
    if (!this.stripe || !secret) throw new ApiError(404, { Response: 'Not found.', Code: 'HTTP.404' });
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !request.rawBody) throw invalidSignature();
    let event: Stripe.Event;
    try {
      event = verifyStripeWebhook(this.stripe, request.rawBody, signature, secret);
    } catch {
      throw invalidSignature();
    }
    this.logger.log(`Stripe webhook ${event.type} (${event.id})`);
    return { Received: true, Type: event.type };
  }
}

const invalidSignature = () => new ApiError(400, { Response: 'The webhook signature is not valid.', Code: 'BILLING.WEBHOOK_SIGNATURE' });
