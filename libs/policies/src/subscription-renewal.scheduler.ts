import { accountStream, type AccountEvent, type PaymentSucceeded } from '@notary/events';
import { accountDecider, paymentIdOf, planById, renewalDue, subscriptionDecider, type AccountState, type BillingState } from '@notary/domain';
import type { EventStore } from '@notary/event-store';
import { handleCommand, loadState, type CommandContext } from '@notary/infrastructure';
import { CardDeclinedError, type PaymentGateway } from '@notary/payments';
import { consoleLogger, deterministicId, type AppLogger, type ChangeNotifier, type Clock } from '@notary/platform';
import type { ReadModelCatalog } from '@notary/projection-runtime';
import { renewalCandidates } from '@notary/read-models';
import { queueReceipt } from './subscription-renewal-receipt';
import { BillingSweeps } from './billing-sweeps';

/**
 * Renews subscriptions when their paid period ends: charges the next period, records the payment
 * and queues its receipt; on a refusal records PaymentFailed (Delinquent) and tries again on the
 * decider's schedule, ending the subscription after the last try. Exactly once per period: the
 * command id and the gateway's idempotency key both derive from the subscription and the period's
 * start, the due period is decided from the account stream (not the read model), and the result is
 * appended at the revision it was decided on. A second sweep, a restart or a second process finds the
 * period paid, or charges with the same key and gets the first charge back.
 */
export class SubscriptionRenewalScheduler {
  private readonly sweeps: BillingSweeps;

  constructor(
    private readonly eventStore: EventStore,
    private readonly catalog: ReadModelCatalog,
    private readonly notifier: ChangeNotifier,
    private readonly gateway: PaymentGateway,
    private readonly clock: Clock,
    private readonly logger: AppLogger = consoleLogger,
    private readonly options: { sendReceipts: boolean; intervalMs?: number } = { sendReceipts: true },
  ) {
    this.sweeps = new BillingSweeps(
      'Subscription renewal sweep',
      (ownerId) => this.renewDue(ownerId),
      this.notifier,
      this.logger,
      this.options.intervalMs ?? 15 * 60_000,
    );
  }

  start(): void {
    this.sweeps.start();
  }

  stop(): void {
    this.sweeps.stop();
  }

  /** Renews what is due (every subscription, or one owner's); sweeps run one at a time. */
  sweep(ownerId?: string): Promise<void> {
    return this.sweeps.sweep(ownerId);
  }

  private async renewDue(ownerId?: string): Promise<void> {
    const now = this.clock.now();
    for (const candidate of await renewalCandidates(this.catalog, now, ownerId)) await this.renew(candidate.OwnerId, now);
  }

  private async renew(ownerId: string, now: Date): Promise<void> {
    const stream = accountStream(ownerId);
    const { state } = await loadState<BillingState, AccountEvent>(this.eventStore, stream, subscriptionDecider);
    const due = renewalDue(state, now);
    const sub = state.subscription;
    if (!due || !sub || !state.card) return;
    const paymentId = paymentIdOf(sub.subscriptionId, due.periodStart);
    const amountCents = planById(sub.planId)?.PeriodPriceCents ?? 0;
    // Each try of a period is its own command; the charge's key is the period's, so a retried try
    // (or a second process) cannot charge it twice.
    const commandId = deterministicId('renew-subscription', paymentId, String(due.attempt));
    const context: CommandContext = { ownerId, actorId: 'system', commandId, correlationId: commandId, causationId: commandId, now };
    try {
      const charge = await this.gateway.charge({
        cardReference: state.card.Reference,
        amountCents,
        idempotencyKey: paymentId,
        description: `Notary Ledger ${sub.planId} subscription`,
      });
      const result = await handleCommand(
        this.eventStore,
        stream,
        subscriptionDecider,
        { type: 'RecordRenewal', periodStart: due.periodStart, charge: { ...charge, amountCents }, now },
        context,
      );
      const paid = result.events.find((event): event is PaymentSucceeded => event.type === 'PaymentSucceeded');
      if (paid && this.options.sendReceipts) await queueReceiptFor(this.eventStore, ownerId, paid.data, context);
    } catch (error) {
      if (!(error instanceof CardDeclinedError)) throw error;
      await handleCommand(
        this.eventStore,
        stream,
        subscriptionDecider,
        { type: 'RecordRenewalFailure', periodStart: due.periodStart, message: error.message, now },
        context,
      );
    }
  }
}

async function queueReceiptFor(eventStore: EventStore, ownerId: string, payment: PaymentSucceeded['data'], context: CommandContext): Promise<void> {
  const account = await loadState<AccountState, AccountEvent>(eventStore, accountStream(ownerId), accountDecider);
  await queueReceipt(eventStore, payment, account.state.email, context);
}
