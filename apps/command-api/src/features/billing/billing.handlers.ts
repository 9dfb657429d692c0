import { Inject, Injectable } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import type { BillingWriteAnswer } from '@notary/contracts';
import { accountStream, type AccountEvent, type CardSummary, type PaymentSucceeded } from '@notary/events';
import {
  accountDecider,
  CARD_MESSAGES,
  nextSubscriptionStart,
  paymentIdOf,
  plansOffered,
  subscriptionDecider,
  validationError,
  type AccountState,
  type BillingState,
} from '@notary/domain';
import type { CommandContext } from '@notary/infrastructure';
import type { PaymentGateway, SavedCard } from '@notary/payments';
import { deterministicId, type AppConfig } from '@notary/platform';
import { queueReceipt } from '@notary/policies';
import { CommandKit } from '../../core/commands/command-kit';
import { ReadModels } from '../../core/read-models';
import { CONFIG } from '../../core/tokens';
import { BillingOf } from './billing.queries';
import { CancelSubscription, ReplaceCard, Subscribe } from './billing.commands';
import { asDomainError, cardInputOf } from './card-input';
import { PAYMENT_GATEWAY } from './payment-gateway.provider';

/** How long an answer waits for the read models to show what was just written. */
const READ_BACK_MS = 3000;

const summaryOf = (card: SavedCard): CardSummary => ({
  Reference: card.reference,
  Brand: card.brand,
  Last4: card.last4,
  ExpMonth: card.expMonth,
  ExpYear: card.expYear,
});

@Injectable()
abstract class BillingHandler {
  constructor(
    protected readonly kit: CommandKit,
    protected readonly reads: ReadModels,
    protected readonly queries: QueryBus,
    @Inject(PAYMENT_GATEWAY) protected readonly gateway: PaymentGateway,
    @Inject(CONFIG) protected readonly config: AppConfig,
  ) {}

  protected account(ownerId: string): Promise<AccountState> {
    return this.kit.current<AccountState, AccountEvent>(accountStream(ownerId), accountDecider);
  }

  protected billing(ownerId: string): Promise<BillingState> {
    return this.kit.current<BillingState, AccountEvent>(accountStream(ownerId), subscriptionDecider);
  }

  /** The billing as it now stands, once the read models have what was written. */
  protected async answer(ownerId: string, position: number, marketing = false): Promise<BillingWriteAnswer> {
    if (position > 0) await this.reads.catalog.waitFor(position, READ_BACK_MS);
    return { ...(await this.queries.execute(new BillingOf(ownerId, marketing))), Position: position };
  }

  /** The gateway's work, with its refusals in the product's terms. */
  protected async atGateway<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw asDomainError(error);
    }
  }
}

/**
 * Paying: the card is checked and saved at the gateway, the first period charged, and only then
 * the subscription recorded on the account's stream (a refused card records nothing and charges
 * nothing). The charge's idempotency key is the period's payment id, derived from the request's
 * command id: a retried request charges once.
 */
@CommandHandler(Subscribe)
export class SubscribeHandler extends BillingHandler implements ICommandHandler<Subscribe> {
  async execute({ by, body, marketing }: Subscribe): Promise<BillingWriteAnswer> {
    const context = this.kit.context(by);
    const plan = plansOffered(marketing).find((offered) => offered.PlanId === body.PlanId);
    if (!plan) throw validationError('BILLING.PLAN_UNKNOWN', CARD_MESSAGES.plan, { PlanId: CARD_MESSAGES.plan });
    const card = cardInputOf(body, this.gateway, context.now);
    if (!body.AcceptedTerms) throw validationError('BILLING.TERMS', CARD_MESSAGES.terms, { AcceptedTerms: CARD_MESSAGES.terms });
    const periodStart = nextSubscriptionStart(await this.billing(by.ownerId), context.now);
    const account = await this.account(by.ownerId);
    const saved = await this.atGateway(() => this.gateway.saveCard(card, { ownerId: by.ownerId, email: account.email }));
    const subscriptionId = deterministicId(context.commandId, 'subscription');
    const paymentId = paymentIdOf(subscriptionId, periodStart);
    const charge = await this.atGateway(() =>
      this.gateway.charge({
        cardReference: saved.reference,
        amountCents: plan.PeriodPriceCents,
        idempotencyKey: paymentId,
        description: `Notary Ledger ${plan.Name}`,
      }),
    );
    const result = await this.kit.decide(
      accountStream(by.ownerId),
      subscriptionDecider,
      {
        type: 'StartSubscription',
        subscriptionId,
        planId: plan.PlanId,
        card: summaryOf(saved),
        charge: { ...charge, amountCents: plan.PeriodPriceCents },
        periodStart,
        now: context.now,
      },
      context,
    );
    await this.sendReceipt(result.events, account.email, context);
    return this.answer(by.ownerId, result.position, marketing);
  }

  private async sendReceipt(events: AccountEvent[], email: string, context: CommandContext): Promise<void> {
    const paid = events.find((event): event is PaymentSucceeded => event.type === 'PaymentSucceeded');
    if (paid && this.config.smtpUrl) await queueReceipt(this.kit.eventStore, paid.data, email, context);
  }
}

/** Replacing the card: saved at the gateway first; a failing renewal is tried on it at once. */
@CommandHandler(ReplaceCard)
export class ReplaceCardHandler extends BillingHandler implements ICommandHandler<ReplaceCard> {
  async execute({ by, body }: ReplaceCard): Promise<BillingWriteAnswer> {
    const context = this.kit.context(by);
    const card = cardInputOf(body, this.gateway, context.now);
    const billing = await this.billing(by.ownerId);
    // Checked before the gateway is asked: no card on file, nothing to replace.
    subscriptionDecider.decide({ type: 'UpdateCard', card: { Reference: '', Brand: '', Last4: '', ExpMonth: 1, ExpYear: 2000 }, now: context.now }, billing);
    const account = await this.account(by.ownerId);
    const saved = await this.atGateway(() => this.gateway.saveCard(card, { ownerId: by.ownerId, email: account.email }));
    const result = await this.kit.decide(
      accountStream(by.ownerId),
      subscriptionDecider,
      { type: 'UpdateCard', card: summaryOf(saved), now: context.now },
      context,
    );
    return this.answer(by.ownerId, result.position);
  }
}

/**
 * Cancelling: the subscription stops renewing and runs to the end of the period already paid
 * (Status Cancelled until then, Subscription Expired after). Nothing is refunded and nothing more charged.
 */
@CommandHandler(CancelSubscription)
export class CancelSubscriptionHandler extends BillingHandler implements ICommandHandler<CancelSubscription> {
  async execute({ by }: CancelSubscription): Promise<BillingWriteAnswer> {
    const context = this.kit.context(by);
    const result = await this.kit.decide(accountStream(by.ownerId), subscriptionDecider, { type: 'CancelSubscription', now: context.now }, context);
    return this.answer(by.ownerId, result.position);
  }
}
