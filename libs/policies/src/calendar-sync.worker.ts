import { CALENDAR_RETRY_DELAYS_MS } from '@notary/domain';
import type { EventStore } from '@notary/event-store';
import { consoleLogger, type AppLogger, type ChangeNotifier, type Clock } from '@notary/platform';
import type { ReadModelCatalog } from '@notary/projection-runtime';
import { dueCalendarPushes, nextCalendarPushAt, waitingCalendarChanges } from '@notary/read-models';
import type { GoogleCalendarClient } from './calendar-google';
import { pushToCalendar, requestCalendarPush } from './calendar-push';

export interface CalendarSyncOptions {
  /** The longest the worker sleeps: a safety net for an announcement it missed. */
  pollMs: number;
  retryDelaysMs: readonly number[];
}

export const CALENDAR_SYNC_DEFAULTS: CalendarSyncOptions = { pollMs: 60_000, retryDelaysMs: CALENDAR_RETRY_DELAYS_MS };

const PAGE = 50;
const MIN_WAIT_MS = 250;

/**
 * Google Calendar's outbox, both halves: the policy (a signing saved or deleted while Google Calendar
 * is connected becomes CalendarPostRequested or CalendarRemovalRequested, its id derived from the
 * signing event) and the dispatcher (each due request is written to Google and its outcome recorded,
 * failures retried with backoff). Wakes on the sync projection's announcements, when the next retry
 * falls due, and at least every `pollMs`. Runs never overlap. A request never waits on Google.
 */
export class CalendarSyncWorker {
  private timer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  private running: Promise<number> = Promise.resolve(0);
  private pending: Promise<number> | null = null;
  private stopped = false;

  constructor(
    private readonly eventStore: EventStore,
    private readonly catalog: ReadModelCatalog,
    private readonly notifier: ChangeNotifier,
    private readonly google: GoogleCalendarClient,
    private readonly clock: Clock,
    private readonly logger: AppLogger = consoleLogger,
    private readonly options: CalendarSyncOptions = CALENDAR_SYNC_DEFAULTS,
  ) {}

  start(): void {
    this.unsubscribe = this.notifier.subscribe((message) => {
      if (message.changes.some((change) => change.kind === 'google-calendar.waiting' || change.kind === 'google-calendar.changed')) void this.runDue();
    });
    void this.runDue();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.unsubscribe?.();
    await Promise.race([this.running, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
  }

  /** Requests what waits and pushes what is due now (tests call it after moving the clock); answers how many went through. */
  runDue(): Promise<number> {
    if (this.stopped) return Promise.resolve(0);
    if (this.pending) return this.pending;
    const run = this.running.then(() => {
      this.pending = null;
      return this.runOnce();
    });
    this.pending = run;
    this.running = run.catch((error: Error) => {
      this.logger.warn(`Google Calendar sync failed: ${error.message}`);
      return 0;
    });
    return this.running;
  }

  private async runOnce(): Promise<number> {
    let pushed = 0;
    try {
      for (const waiting of await waitingCalendarChanges(this.catalog, PAGE)) {
        await requestCalendarPush(this.eventStore, waiting, this.clock.now()).catch((error: Error) =>
          this.logger.warn(`Google Calendar push of signing ${waiting.Id} could not be requested: ${error.message}`),
        );
      }
      const deps = { eventStore: this.eventStore, catalog: this.catalog, google: this.google, clock: this.clock };
      for (const due of await dueCalendarPushes(this.catalog, this.clock.now(), PAGE)) {
        if (this.stopped) break;
        const outcome = await pushToCalendar(deps, due.Id, this.options.retryDelaysMs).catch((error: Error) => {
          this.logger.warn(`Google Calendar push of signing ${due.Id} could not be made or recorded: ${error.message}`);
          return 'skipped' as const;
        });
        if (outcome === 'pushed') pushed++;
      }
    } finally {
      await this.sleepUntilNextDue();
    }
    return pushed;
  }

  private async sleepUntilNextDue(): Promise<void> {
    if (this.stopped) return;
    const dueAt = await nextCalendarPushAt(this.catalog).catch(() => null);
    const wait = dueAt === null ? this.options.pollMs : Date.parse(dueAt) - this.clock.now().getTime();
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.runDue(), Math.min(Math.max(wait, 0) + MIN_WAIT_MS, this.options.pollMs));
    this.timer.unref();
  }
}
