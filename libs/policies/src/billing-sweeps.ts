import type { AppLogger, ChangeNotifier } from '@notary/platform';

/**
 * How the billing jobs (trial expiry, subscription renewal) run their sweeps: every interval, and
 * at once for one notary when their billing changes (a signing used the last of the trial, a new
 * card on a failing subscription); one sweep at a time, so two never decide for the same account.
 */
export class BillingSweeps {
  private timer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly name: string,
    private readonly work: (ownerId?: string) => Promise<void>,
    private readonly notifier: ChangeNotifier,
    private readonly logger: AppLogger,
    private readonly intervalMs: number,
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

  /** Every account (or one owner's), after the sweep under way. */
  sweep(ownerId?: string): Promise<void> {
    this.running = this.running.then(() => this.work(ownerId)).catch((error) => this.logger.warn(`${this.name} failed: ${String(error)}`));
    return this.running;
  }
}
