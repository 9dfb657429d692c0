import { excludeSystemEvents, isCommandError, type AllStreamSubscription, type EventStoreDBClient } from '@eventstore/db-client';
import type { RecordedEvent } from '@notary/events';
import type { LogFilter, SubscribeToAllOptions, Subscription } from '../event-store.port';
import { matchesFilter, resolveFilter } from '../shared/read-options';
import { esdbReadPositionAfter, toRecordedEvent, toStoreError } from './esdb-mapping';
import { readLogPage, type LogCursor } from './esdb-read-all';

/**
 * Catch-up by paged readAll (predictable: onCaughtUp fires exactly when the pages run out), then a
 * live client.subscribeToAll from the exact server position of the last record read. Live events are
 * buffered while onEvents runs and the gRPC stream is paused, so a slow handler slows the server
 * down instead of filling memory; events that piled up are delivered as one batch.
 */
export class EsdbSubscription implements Subscription {
  private running = true;
  private live: AllStreamSubscription | undefined;
  private handler: Promise<void> = Promise.resolve();
  private readonly filter: LogFilter | undefined;

  constructor(
    private readonly client: EventStoreDBClient,
    private readonly options: SubscribeToAllOptions,
    private readonly onStopped: (subscription: EsdbSubscription) => void,
  ) {
    this.filter = resolveFilter(options.filter);
    void this.catchUpThenFollow().catch((error: unknown) => this.drop(error));
  }

  async unsubscribe(): Promise<void> {
    this.stop();
    await this.live?.unsubscribe().catch(() => undefined);
    await this.handler.catch(() => undefined);
  }

  private async catchUpThenFollow(): Promise<void> {
    const from = this.options.fromPosition ?? 0;
    let cursor: LogCursor = { position: from, esdbPosition: esdbReadPositionAfter(from) };
    for (;;) {
      const page = await readLogPage(this.client, cursor, true);
      if (!this.running) return;
      await this.deliver(page.events.filter((event) => matchesFilter(event, this.filter)));
      if (page.last) cursor = page.last;
      if (page.exhausted || !page.last) break;
    }
    if (!this.running) return;
    this.options.onCaughtUp?.(cursor.position);
    this.follow(cursor);
  }

  private follow(cursor: LogCursor): void {
    const live = this.client.subscribeToAll({ fromPosition: cursor.esdbPosition, filter: excludeSystemEvents() });
    this.live = live;
    let lastPosition = cursor.position;
    let buffered: RecordedEvent[] = [];
    let draining = false;
    const drain = async (): Promise<void> => {
      live.pause();
      while (buffered.length > 0 && this.running) {
        const batch = buffered;
        buffered = [];
        await this.deliver(batch);
      }
      draining = false;
      if (this.running) live.resume();
    };
    live.on('data', (resolved) => {
      const event = toRecordedEvent(resolved);
      // The subscription may repeat the record it started from.
      if (!event || event.position <= lastPosition) return;
      lastPosition = event.position;
      if (!matchesFilter(event, this.filter)) return;
      buffered.push(event);
      if (draining) return;
      draining = true;
      // Deferred so the events the stream emits in this same turn join the batch.
      setImmediate(() => void drain().catch((error: unknown) => this.drop(error)));
    });
    live.on('error', (error) => this.drop(error));
    live.on('end', () => this.drop(new Error('The EventStoreDB subscription ended')));
  }

  private async deliver(events: RecordedEvent[]): Promise<void> {
    if (events.length === 0 || !this.running) return;
    this.handler = this.options.onEvents(events);
    await this.handler;
  }

  private drop(error: unknown): void {
    if (!this.running) return;
    this.stop();
    void this.live?.unsubscribe().catch(() => undefined);
    // The caller's own errors (thrown by onEvents) reach onDropped as they are; driver errors are mapped.
    const reason = error instanceof Error && !isCommandError(error) ? error : toStoreError(error, '$all');
    this.options.onDropped?.(reason);
  }

  private stop(): void {
    if (!this.running) return;
    this.running = false;
    this.onStopped(this);
  }
}
