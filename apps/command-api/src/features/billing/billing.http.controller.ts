import { timingSafeEqual } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { BillingBody, CardBody, type BillingInput } from '@notary/contracts';
import type { z } from 'zod';
import { ANTI_FORGERY_HEADER } from '../../core/auth/auth.guard';
import { AllowedAfterTrial } from '../../core/auth/trial-write.guard';
import type { AuthenticatedRequest } from '../../core/auth/decorators';
import { ApiError } from '../../core/http/api-error';
import { OwnerId } from '../../core/http/owner';
import { AsRequester, type Requester } from '../../core/http/requester';
import { Validate } from '../../core/http/validation';
import { CancelSubscription, ReplaceCard, Subscribe } from './billing.commands';
import { BillingOf } from './billing.queries';

/**
 * /api/accountapi billing calls (spec 001 §7): GET and POST billing, GET and POST marketingbilling,
 * POST creditcard, GET cancel. Every one stays open once the trial has ended: paying is the way out.
 */
@Controller('api/accountapi')
export class BillingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('billing')
  billing(@OwnerId() ownerId: string) {
    return this.queries.execute(new BillingOf(ownerId));
  }

  @AllowedAfterTrial()
  @Post('billing')
  @HttpCode(200)
  subscribe(@AsRequester() by: Requester, @Body(new Validate(BillingBody)) body: BillingInput) {
    return this.commands.execute(new Subscribe(by, body, false));
  }

  /** The marketing offer's page: the same billing, with the introductory plans instead of the regular ones. */
  @Get('marketingbilling')
  marketingBilling(@OwnerId() ownerId: string) {
    return this.queries.execute(new BillingOf(ownerId, true));
  }

  @AllowedAfterTrial()
  @Post('marketingbilling')
  @HttpCode(200)
  subscribeFromMarketing(@AsRequester() by: Requester, @Body(new Validate(BillingBody)) body: BillingInput) {
    return this.commands.execute(new Subscribe(by, body, true));
  }

  @AllowedAfterTrial()
  @Post('creditcard')
  @HttpCode(200)
  replaceCard(@AsRequester() by: Requester, @Body(new Validate(CardBody)) body: z.output<typeof CardBody>) {
    return this.commands.execute(new ReplaceCard(by, body));
  }

  /**
   * The spec makes cancelling a GET. It changes state, so unlike other GETs it needs the
   * anti-forgery header: a link on another site cannot cancel anyone's subscription.
   */
  @Get('cancel')
  cancel(@AsRequester() by: Requester, @Req() request: AuthenticatedRequest) {
    const sent = request.headers[ANTI_FORGERY_HEADER];
    const expected = request.user?.session.CsrfToken ?? '';
    if (typeof sent !== 'string' || sent.length !== expected.length || !timingSafeEqual(Buffer.from(sent), Buffer.from(expected))) {
      throw new ApiError(403, { Response: 'Unable to cancel subscription: reload the page and try again.', Code: 'AUTH.ANTI_FORGERY' });
    }
    return this.commands.execute(new CancelSubscription(by));
  }
}
