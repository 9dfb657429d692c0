import type { RecordedEvent } from '@notary/events';
import type { LogFilter, SubscribeToAllOptions, Subscription } from '../event-store.port';
import { resolveFilter } from '../shared/read-options';

/** One page of the log after `fromPosition`, read in one snapshot together with the log's head. */
export type ReadPage = (
  fromPosition: number,
  maxCount: number,
  filter: LogFilter | undefined,
) => {
  events: RecordedEvent[];
  head: number;
};

export interface SqliteSubscriptionSettings {
  pageSize: number;
  /** How often to look for appends made by another process (same-process appends wake it at once). */
  pollIntervalMs: number;
}

/**
 * Catch-up then live, as one loop: read a page after the last position, hand it to onEvents and
 * wait for it (backpressure), repeat; a short page means caught up, and the loop then sleeps until
 * an append in this process wakes it or the poll interval passes.
 */
export class SqliteSubscription implements Subscription {
  private running = true;
  private inHandler = false;
  private wakeRequested = false;
  private wakeWaiter: (() => void) | undefined;
  private readonly done: Promise<void>;

  constructor(
    private readonly readPage: ReadPage,
    private readonly options: SubscribeToAllOptions,
    private readonly settings: SqliteSubscriptionSettings,
    private readonly onStopped: (subscription: SqliteSubscription) => void,
  ) {
    this.done = this.run();
  }

  /** Called after every commit in this process. */
  wake(): void {
    this.wakeRequested = true;
    this.wakeWaiter?.();
  }

  async unsubscribe(): Promise<void> {
    this.stop();
    // Called from inside onEvents, waiting for the loop would wait for itself.
    if (!this.inHandler) await this.done;
  }

  private stop(): void {
    if (!this.running) return;
    this.running = false;
    this.wakeWaiter?.();
    this.onStopped(this);
  }

  private async run(): Promise<void> {
    // Start on a later turn: onEvents never runs before subscribeToAll has returned.
    await new Promise((resolve) => setImmediate(resolve));
    const filter = resolveFilter(this.options.filter);
    let position = this.options.fromPosition ?? 0;
    let caughtUp = false;
    try {
      while (this.running) {
        this.wakeRequested = false;
        const page = this.readPage(position, this.settings.pageSize, filter);
        if (page.events.length > 0) {
          this.inHandler = true;
          try {
            await this.options.onEvents(page.events);
          } finally {
            this.inHandler = false;
          }
          position = page.events[page.events.length - 1].position;
          // better-sqlite3 and a store-backed handler resolve without ever leaving the microtask
          // queue: yield a macrotask between pages so HTTP requests are served during a catch-up.
          await new Promise((resolve) => setImmediate(resolve));
        }
        if (page.events.length < this.settings.pageSize) {
          // Nothing else matched up to the head of that snapshot: skip past filtered-out events.
          position = Math.max(position, page.head);
          if (!caughtUp && this.running) {
            caughtUp = true;
            this.options.onCaughtUp?.(position);
          }
          await this.sleep();
        }
      }
    } catch (error) {
      if (!this.running) return;
      this.stop();
      this.options.onDropped?.(error instanceof Error ? error : new Error(String(error)));
    }
  }

  private sleep(): Promise<void> {
    if (this.wakeRequested || !this.running) return Promise.resolve();
    return new Promise((resolve) => {
      const finish = (): void => {
        clearTimeout(timer);
        this.wakeWaiter = undefined;
        resolve();
      };
      const timer = setTimeout(finish, this.settings.pollIntervalMs);
      this.wakeWaiter = finish;
    });
  }
}
