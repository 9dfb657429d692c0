import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { BillingAnswer } from '@notary/contracts';
import { billingView, notFound, plansOffered, withSubscription } from '@notary/domain';
import type { PaymentGateway } from '@notary/payments';
import { findAccount, findSubscription, subscriptionFactsOf, trialFactsOf } from '@notary/read-models';
import type { AppConfig, Clock } from '@notary/platform';
import { ReadModels } from '../../core/read-models';
import { CLOCK, CONFIG } from '../../core/tokens';
import { PAYMENT_GATEWAY } from './payment-gateway.provider';

/**
 * GET billing (spec 000 §3): the plan and Status, the trial's days and signings left, the plans to
 * move to; and, since paying exists, the card on file, the paid period and the payments.
 * `marketing`: the marketing offer's page (GET marketingbilling) lists its own plans.
 */
export class BillingOf extends Query<BillingAnswer> {
  constructor(
    readonly ownerId: string,
    readonly marketing = false,
  ) {
    super();
  }
}

@QueryHandler(BillingOf)
export class BillingOfHandler implements IQueryHandler<BillingOf> {
  constructor(
    private readonly reads: ReadModels,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  async execute({ ownerId, marketing }: BillingOf): Promise<BillingAnswer> {
    const now = this.clock.now();
    const [account, subscription] = await Promise.all([findAccount(this.reads.catalog, ownerId), findSubscription(this.reads.catalog, ownerId)]);
    if (!account) throw notFound('ACCOUNT.NOT_FOUND', 'Unable to get billing information');
    const view = withSubscription(billingView(trialFactsOf(account), now), subscriptionFactsOf(subscription), now);
    return {
      ...view,
      AvailablePlans: plansOffered(marketing).map(({ PlanId, Name, MonthlyPrice }) => ({ PlanId, Name, MonthlyPrice })),
      SupportEmail: this.config.supportEmail,
      Card: subscription?.Card ?? null,
      PaidThrough: subscription?.EndsAt ?? subscription?.PeriodEnd ?? null,
      NextAttemptAt: subscription?.NextAttemptAt ?? null,
      Payments: subscription?.Payments ?? [],
      Gateway: { Kind: this.gateway.kind, PublishableKey: this.gateway.publishableKey },
    };
  }
}
