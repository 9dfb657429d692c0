import type { BlobStore } from '@notary/blob-store';
import { EMAIL_RETRY_DELAYS_MS } from '@notary/domain';
import type { EventStore } from '@notary/event-store';
import type { Mailer } from '@notary/mailer';
import { consoleLogger, type AppLogger, type ChangeNotifier, type Clock } from '@notary/platform';
import type { ReadModelCatalog } from '@notary/projection-runtime';
import { dueEmailMessages, nextEmailDueAt, waitingEmailCount } from '@notary/read-models';
import { deliverMessage, type DeliveryOutcome } from './email-delivery';

export interface EmailDeliveryOptions {
  /** The longest the worker sleeps: a safety net for an announcement it missed. */
  pollMs: number;
  retryDelaysMs: readonly number[];
  /** See DeliveryOptions: a send unanswered this long is retried later. */
  sendDeadlineMs: number;
  /** Messages handed to the mail server at once. */
  concurrency: number;
}

export const EMAIL_DELIVERY_DEFAULTS: EmailDeliveryOptions = {
  pollMs: 60_000,
  retryDelaysMs: EMAIL_RETRY_DELAYS_MS,
  // The SMTP mailer's own timeouts (10 s to connect, 10 s for the greeting, 30 s of silence) end a
  // stuck send well before this; the claim's lease (5 minutes) is longer still.
  sendDeadlineMs: 2 * 60_000,
  concurrency: 2,
};

const PAGE = 50;
/** Never sooner than this: a read model a moment behind must not spin the worker. */
const MIN_WAIT_MS = 250;

/**
 * Sends what the outbox holds (see deliverMessage for the claim that keeps a message from going twice).
 * It wakes when a message is queued ('email.queued', from the projector), when the next retry or a
 * lapsed claim falls due (its timer is set again each time the outbox's read model changes, since
 * a failure it just recorded shows there only once projected), and at least every `pollMs`. Runs never overlap. Without SMTP_URL it sends
 * nothing and says at start how many messages wait.
 */
export class EmailDeliveryWorker {
  private timer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  private running: Promise<number> = Promise.resolve(0);
  /** A run asked for while one is under way: one more run covers any number of such asks. */
  private pending: Promise<number> | null = null;
  private stopped = false;
  private readonly delivery: Parameters<typeof deliverMessage>[0];

  constructor(
    eventStore: EventStore,
    private readonly catalog: ReadModelCatalog,
    private readonly notifier: ChangeNotifier,
    blobs: BlobStore,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly logger: AppLogger = consoleLogger,
    private readonly options: EmailDeliveryOptions = EMAIL_DELIVERY_DEFAULTS,
  ) {
    this.delivery = { eventStore, blobs, mailer, clock };
  }

  start(): void {
    if (!this.mailer.configured) {
      void waitingEmailCount(this.catalog).then(
        (waiting) => waiting && this.logger.warn(`${this.mailer.description}: ${waiting} e-mail(s) wait in the outbox until SMTP_URL is set.`),
        () => undefined,
      );
      return;
    }
    this.unsubscribe = this.notifier.subscribe((message) => {
      if (message.changes.some((change) => change.kind === 'email.queued')) void this.deliverDue();
      // A failure's next attempt (or a claim) is in the read models now: the timer is set from them.
      else if (message.changes.some((change) => change.kind === 'email.changed')) void this.sleepUntilNextDue();
    });
    void this.deliverDue();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.unsubscribe?.();
    // A send under way is let finish (its outcome recorded) for a few seconds, not for its whole deadline.
    await Promise.race([this.running, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
  }

  /** Sends every message due now (tests call it after moving the clock); answers how many went. */
  deliverDue(): Promise<number> {
    if (!this.mailer.configured || this.stopped) return Promise.resolve(0);
    if (this.pending) return this.pending;
    const run = this.running.then(() => {
      this.pending = null;
      return this.deliverAll();
    });
    this.pending = run;
    this.running = run.catch((error: Error) => {
      this.logger.warn(`E-mail delivery failed: ${error.message}`);
      return 0;
    });
    return this.running;
  }

  private async deliverAll(): Promise<number> {
    let sent = 0;
    try {
      for (;;) {
        const due = await dueEmailMessages(this.catalog, this.clock.now(), PAGE);
        const outcomes = await this.eachAtOnce(due.map((message) => message.Id));
        sent += outcomes.filter((outcome) => outcome === 'sent').length;
        // A read model a little behind shows messages already handled: stop when a page brought nothing.
        if (due.length < PAGE || this.stopped || outcomes.every((outcome) => outcome === 'skipped')) return sent;
      }
    } finally {
      await this.sleepUntilNextDue();
    }
  }

  /** Delivers the messages with `concurrency` sends in flight; a failure of one does not stop the others. */
  private async eachAtOnce(messageIds: string[]): Promise<DeliveryOutcome[]> {
    const outcomes: DeliveryOutcome[] = [];
    let next = 0;
    const lane = async () => {
      while (next < messageIds.length && !this.stopped) {
        const messageId = messageIds[next++]!;
        outcomes.push(
          await deliverMessage(this.delivery, messageId, this.options).catch((error: Error) => {
            this.logger.warn(`E-mail ${messageId} could not be delivered or recorded: ${error.message}`);
            return 'skipped' as const;
          }),
        );
      }
    };
    await Promise.all(Array.from({ length: this.options.concurrency }, lane));
    return outcomes;
  }

  private async sleepUntilNextDue(): Promise<void> {
    if (this.stopped) return;
    const dueAt = await nextEmailDueAt(this.catalog).catch(() => null);
    const wait = dueAt === null ? this.options.pollMs : Date.parse(dueAt) - this.clock.now().getTime();
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.deliverDue(), Math.min(Math.max(wait, 0) + MIN_WAIT_MS, this.options.pollMs));
    this.timer.unref();
  }
}
