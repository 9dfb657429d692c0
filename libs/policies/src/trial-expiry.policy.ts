import { accountStream } from '@notary/events';
import { accountDecider, trialEndReason } from '@notary/domain';
import type { EventStore } from '@notary/event-store';
import { handleCommand } from '@notary/infrastructure';
import { deterministicId, consoleLogger, type AppLogger, type ChangeNotifier, type Clock } from '@notary/platform';
import type { ReadModelCatalog } from '@notary/projection-runtime';
import { openTrials, trialFactsOf } from '@notary/read-models';
import { BillingSweeps } from './billing-sweeps';

/**
 * Appends TrialExpired when a trial's days or signings run out. Time is checked by a periodic sweep;
 * the signings allowance is checked as soon as the projector announces a billing change for the
 * owner. The command id is derived from the user, so several processes or a repeated sweep still
 * record the expiry once.
 */
export class TrialScheduler {
  private readonly sweeps: BillingSweeps;

  constructor(
    private readonly eventStore: EventStore,
    private readonly catalog: ReadModelCatalog,
    private readonly notifier: ChangeNotifier,
    private readonly clock: Clock,
    private readonly logger: AppLogger = consoleLogger,
    private readonly intervalMs = 60_000,
  ) {
    this.sweeps = new BillingSweeps('Trial sweep', (ownerId) => this.check(ownerId), this.notifier, this.logger, this.intervalMs);
  }

  start(): void {
    this.sweeps.start();
  }

  stop(): void {
    this.sweeps.stop();
  }

  /** Checks every open trial (or one owner's); sweeps run one at a time. */
  sweep(ownerId?: string): Promise<void> {
    return this.sweeps.sweep(ownerId);
  }

  private async check(ownerId?: string): Promise<void> {
    const now = this.clock.now();
    for (const account of await openTrials(this.catalog, ownerId)) {
      const reason = trialEndReason(trialFactsOf(account), now);
      if (reason) await this.expire(account._id, reason, now);
    }
  }

  private async expire(userId: string, reason: 'days' | 'signings', now: Date): Promise<void> {
    const commandId = deterministicId('expire-trial', userId);
    await handleCommand(
      this.eventStore,
      accountStream(userId),
      accountDecider,
      { type: 'ExpireTrial', reason, now },
      {
        ownerId: userId,
        actorId: 'system',
        commandId,
        correlationId: commandId,
        causationId: commandId,
        now,
      },
    );
  }
}
