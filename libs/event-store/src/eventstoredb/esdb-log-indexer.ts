import { ANY, type EventStoreDBClient } from '@eventstore/db-client';
import type { RecordedEvent } from '@notary/events';
import type { Subscription } from '../event-store.port';
import { clients } from './esdb-clients';
import { correlationIndexStream, lastLinkedPosition, linkTo, ownerIndexStream } from './esdb-log-index';
import { toStoreError } from './esdb-mapping';
import type { EventStoreDbEventStore } from './eventstoredb-event-store';

/** Where the indexer keeps how far it has got, as stream metadata (no event in the log). */
export const LOG_INDEX_CHECKPOINT_STREAM = 'index-checkpoint';

export interface LogIndexerOptions {
  logger?: { log(message: string): void; warn(message: string): void };
  /** How often the position reached is saved; a restart resumes from there. Default 1000 ms. */
  checkpointEveryMs?: number;
  /** Link streams appended to at once. Default 8. */
  concurrency?: number;
}

/**
 * Keeps the link streams behind EventStoreDbEventStore.readByOwner and readByCorrelation (see
 * esdb-log-index.ts): follows the whole log from its checkpoint and, for each batch of events,
 * appends their links to each owner's and each correlation's stream, in log order. Run exactly one,
 * in the process that runs the projector (distributed mode); the embedded store needs none.
 *
 * Effectively once: a restart replays the events after the last saved checkpoint, so up to the log's
 * head at (re)start each link stream is first asked for the last position it links, and events at or
 * before it are not linked again. Readers also skip a link that points back in the log.
 */
export class EventStoreDbLogIndexer {
  private readonly client: EventStoreDBClient;
  private readonly logger: NonNullable<LogIndexerOptions['logger']>;
  private subscription: Subscription | null = null;
  private indexed = 0;
  /** Events up to here may already be linked by an earlier run. */
  private horizon = 0;
  private saved = 0;
  private savedAt = 0;
  private retryDelay = 500;
  private stopped = false;
  private readonly waiters = new Set<() => void>();

  constructor(
    private readonly store: EventStoreDbEventStore,
    private readonly options: LogIndexerOptions = {},
  ) {
    const client = clients.get(store);
    if (!client) throw new Error('EventStoreDbLogIndexer needs an EventStoreDbEventStore');
    this.client = client;
    this.logger = options.logger ?? console;
  }

  /** Reads the checkpoint and starts following the log; resolves once the subscription is open. */
  async start(): Promise<void> {
    this.stopped = false;
    const checkpoint = await this.store.getStreamMetadata(LOG_INDEX_CHECKPOINT_STREAM);
    this.indexed = this.saved = typeof checkpoint?.position === 'number' ? checkpoint.position : 0;
    await this.subscribe();
  }

  /** Stops after the batch being linked, and saves the position reached. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.subscription?.unsubscribe();
    this.subscription = null;
    await this.saveCheckpoint(true).catch((error) => this.logger.warn(`Log index checkpoint not saved: ${String(error)}`));
  }

  /** The log position up to which every event is linked. */
  get position(): number {
    return this.indexed;
  }

  /** Resolves true once every event up to `position` is linked; false after the timeout. */
  waitFor(position: number, timeoutMs: number): Promise<boolean> {
    if (this.indexed >= position) return Promise.resolve(true);
    return new Promise((resolve) => {
      const check = () => this.indexed >= position && finish(true);
      const timer = setTimeout(() => finish(this.indexed >= position), timeoutMs);
      const finish = (reached: boolean) => {
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve(reached);
      };
      this.waiters.add(check);
    });
  }

  private async subscribe(): Promise<void> {
    this.horizon = await this.store.headPosition();
    this.subscription = this.store.subscribeToAll({
      fromPosition: this.indexed,
      onEvents: (events) => this.index(events),
      onCaughtUp: (position) => this.reached(position),
      onDropped: (error) => {
        if (this.stopped) return;
        this.subscription = null;
        this.resumeLater(`Log indexer stopped at ${this.indexed} (${error.message})`);
      },
    });
  }

  /** Resubscribes from the position reached, waiting longer after each failure (up to 30 s). */
  private resumeLater(why: string): void {
    if (this.stopped) return;
    this.logger.warn(`${why}; resuming in ${this.retryDelay} ms`);
    const resume = () => void this.subscribe().catch((error: unknown) => this.resumeLater(`Log indexer cannot resume: ${String(error)}`));
    setTimeout(resume, this.retryDelay).unref();
    this.retryDelay = Math.min(this.retryDelay * 2, 30_000);
  }

  private async index(events: RecordedEvent[]): Promise<void> {
    const byStream = new Map<string, RecordedEvent[]>();
    const add = (stream: string, event: RecordedEvent) => {
      const linked = byStream.get(stream);
      if (linked) linked.push(event);
      else byStream.set(stream, [event]);
    };
    for (const event of events) {
      if (typeof event.metadata?.ownerId === 'string') add(ownerIndexStream(event.metadata.ownerId), event);
      if (typeof event.metadata?.correlationId === 'string') add(correlationIndexStream(event.metadata.correlationId), event);
    }
    const work = [...byStream];
    const concurrency = this.options.concurrency ?? 8;
    await Promise.all(
      Array.from({ length: Math.min(concurrency, work.length) }, async () => {
        for (let next = work.shift(); next; next = work.shift()) await this.link(next[0], next[1]);
      }),
    );
    this.retryDelay = 500;
    this.reached(events[events.length - 1].position);
    await this.saveCheckpoint(false);
  }

  private async link(indexStream: string, events: RecordedEvent[]): Promise<void> {
    let pending = events;
    if (events[0].position <= this.horizon) {
      const already = await lastLinkedPosition(this.client, indexStream);
      pending = events.filter((event) => event.position > already);
    }
    if (pending.length === 0) return;
    try {
      await this.client.appendToStream(
        indexStream,
        pending.map((event) => linkTo(indexStream, event)),
        { expectedRevision: ANY },
      );
    } catch (error) {
      throw toStoreError(error, indexStream);
    }
  }

  private reached(position: number): void {
    this.indexed = Math.max(this.indexed, position);
    for (const waiter of [...this.waiters]) waiter();
  }

  private async saveCheckpoint(now: boolean): Promise<void> {
    if (this.indexed === this.saved || (!now && Date.now() - this.savedAt < (this.options.checkpointEveryMs ?? 1000))) return;
    const position = this.indexed;
    await this.store.setStreamMetadata(LOG_INDEX_CHECKPOINT_STREAM, { position });
    this.saved = position;
    this.savedAt = Date.now();
  }
}
