import { accountStream } from '@notary/events';
import { accountDecider, trialEndReason } from '@notary/domain';
import type { EventStore } from '@notary/event-store';
import { handleCommand } from '@notary/infrastructure';
import { deterministicId, consoleLogger, type AppLogger, type ChangeNotifier, type Clock } from '@notary/platform';
import type { ReadModelCatalog } from '@notary/projection-runtime';
import { openTrials, trialFactsOf } from '@notary/read-models';

/**
 * Appends TrialExpired when a trial's days or signings run out. Time is checked by a periodic sweep;
 * the signings allowance is checked as soon as the projector announces a billing change for the
 * owner. The command id is derived from the user, so several processes or a repeated sweep still
 * record the expiry once.
 */
export class TrialScheduler {
  private timer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly eventStore: EventStore,
    private readonly catalog: ReadModelCatalog,
    private readonly notifier: ChangeNotifier,
    private readonly clock: Clock,
    private readonly logger: AppLogger = consoleLogger,
    private readonly intervalMs = 60_000,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.sweep(), this.intervalMs);
    this.timer.unref();
    this.unsubscribe = this.notifier.subscribe((message) => {
      for (const change of message.changes) if (change.kind === 'billing.changed') void this.sweep(change.ownerId);
    });
    void this.sweep();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.unsubscribe?.();
  }

  /** Checks every open trial (or one owner's); sweeps run one at a time. */
  sweep(ownerId?: string): Promise<void> {
    this.running = this.running.then(() => this.check(ownerId)).catch((error) => this.logger.warn(`Trial sweep failed: ${String(error)}`));
    return this.running;
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
