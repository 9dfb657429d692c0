import { EventStoreDBClient, StreamNotFoundError, BACKWARDS, END, FORWARDS, START } from '@eventstore/db-client';
import { upcast as catalogueUpcast, type NewEvent, type RecordedEvent, type Upcast } from '@notary/events';
import { EventStoreUnavailableError, InvalidAppendError } from '../errors';
import type {
  AppendOptions,
  AppendResult,
  ErasedOwner,
  EventStore,
  EventStoreReadOptions,
  ReadAllOptions,
  ReadByOwnerOptions,
  ReadStreamOptions,
  StreamMetadata,
  SubscribeToAllOptions,
  Subscription,
} from '../event-store.port';
import { validateAppend, validateStreamId } from '../shared/append-validation';
import { requireId, requireRevision, resolveReadAllOptions, resolveReadByOwnerOptions, resolveReadStreamOptions } from '../shared/read-options';
import { appendWithIdempotency } from './esdb-append';
import { toRecordedEvent, toStoreError } from './esdb-mapping';
import { readLog } from './esdb-read-all';
import { EsdbSubscription } from './esdb-subscription';
import { eraseOwnerFromEventStoreDb } from './esdb-erasure';
import { clients } from './esdb-clients';
import { correlationIndexStream, ownerIndexStream, readIndexStream } from './esdb-log-index';

/**
 * Our stream metadata lives under one custom key of EventStoreDB's stream metadata, so that keys
 * like maxCount or maxAge in it can never be taken for the server's retention settings.
 */
const METADATA_KEY = 'notary';

/** The distributed event store: the same port over EventStoreDB (gRPC client v6). */
export class EventStoreDbEventStore implements EventStore {
  private readonly subscriptions = new Set<EsdbSubscription>();
  private closed = false;

  private constructor(
    private readonly client: EventStoreDBClient,
    private readonly upcast: Upcast,
  ) {
    clients.set(this, client);
  }

  /** Connects and checks the server answers; throws EventStoreUnavailableError (without credentials) if not. */
  static async connect(connectionString: string, options: EventStoreReadOptions = {}): Promise<EventStoreDbEventStore> {
    const shown = connectionString.replace(/\/\/[^@/]*@/, '//');
    let client: EventStoreDBClient;
    try {
      client = EventStoreDBClient.connectionString(connectionString);
    } catch (error) {
      throw new EventStoreUnavailableError(`Invalid EventStoreDB connection string ${shown}: ${(error as Error).message}`);
    }
    try {
      for await (const _ of client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 1 })) break;
    } catch (error) {
      await client.dispose().catch(() => undefined);
      throw new EventStoreUnavailableError(`EventStoreDB at ${shown} is not reachable: ${(error as Error).message}`);
    }
    return new EventStoreDbEventStore(client, options.upcast ?? catalogueUpcast);
  }

  async appendToStream(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    this.ensureOpen();
    const validated = validateAppend(streamId, events, options?.expectedRevision);
    return appendWithIdempotency(this.client, streamId, validated, options.expectedRevision);
  }

  async readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    this.ensureOpen();
    const { direction, fromRevision, maxCount } = resolveReadStreamOptions(options);
    if (maxCount === 0) return [];
    const forwards = direction === 'forwards';
    const events: RecordedEvent[] = [];
    try {
      const read = this.client.readStream(streamId, {
        direction: forwards ? FORWARDS : BACKWARDS,
        fromRevision: fromRevision !== undefined ? BigInt(fromRevision) : forwards ? START : END,
        maxCount: Number.isFinite(maxCount) ? maxCount : Number.MAX_SAFE_INTEGER,
      });
      for await (const resolved of read) {
        const event = toRecordedEvent(resolved);
        if (event) events.push(this.upcast(event));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw toStoreError(error, streamId);
    }
    return events;
  }

  async readStreamPositions(streamId: string, fromRevision: number): Promise<Array<{ revision: number; position: number }>> {
    requireRevision(fromRevision);
    return (await this.readStream(streamId, { fromRevision })).map(({ revision, position }) => ({ revision, position }));
  }

  async readAll(options?: ReadAllOptions): Promise<RecordedEvent[]> {
    this.ensureOpen();
    return (await readLog(this.client, resolveReadAllOptions(options))).map(this.upcast);
  }

  async readByOwner(ownerId: string, options?: ReadByOwnerOptions): Promise<RecordedEvent[]> {
    this.ensureOpen();
    const resolved = resolveReadByOwnerOptions(ownerId, options);
    return (await readIndexStream(this.client, ownerIndexStream(ownerId), resolved)).map(this.upcast);
  }

  async readByCorrelation(correlationId: string): Promise<RecordedEvent[]> {
    this.ensureOpen();
    requireId(correlationId, 'correlationId');
    const everything = { fromPosition: 0, maxCount: Infinity, eventTypes: undefined };
    return (await readIndexStream(this.client, correlationIndexStream(correlationId), everything)).map(this.upcast);
  }

  subscribeToAll(options: SubscribeToAllOptions): Subscription {
    this.ensureOpen();
    const upcasting = { ...options, onEvents: (events: RecordedEvent[]) => options.onEvents(events.map(this.upcast)) };
    const subscription = new EsdbSubscription(this.client, upcasting, (s) => this.subscriptions.delete(s));
    this.subscriptions.add(subscription);
    return subscription;
  }

  async headPosition(): Promise<number> {
    this.ensureOpen();
    const [last] = await readLog(this.client, { direction: 'backwards', fromPosition: undefined, maxCount: 1, filter: undefined });
    return last?.position ?? 0;
  }

  /** Soft-deletes the owner's streams found through the owner index (see esdb-erasure.ts). */
  async eraseOwner(ownerId: string): Promise<ErasedOwner> {
    this.ensureOpen();
    requireId(ownerId, 'ownerId');
    return eraseOwnerFromEventStoreDb(this.client, ownerId);
  }

  async getStreamMetadata(streamId: string): Promise<StreamMetadata | null> {
    this.ensureOpen();
    try {
      const result = await this.client.getStreamMetadata(streamId);
      const ours = result.metadata?.[METADATA_KEY];
      return typeof ours === 'object' && ours !== null ? (ours as StreamMetadata) : null;
    } catch (error) {
      throw toStoreError(error, streamId);
    }
  }

  async setStreamMetadata(streamId: string, metadata: StreamMetadata): Promise<void> {
    this.ensureOpen();
    validateStreamId(streamId);
    if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata)) {
      throw new InvalidAppendError(`Stream metadata for ${streamId} must be a JSON object`);
    }
    try {
      await this.client.setStreamMetadata(streamId, { [METADATA_KEY]: metadata });
    } catch (error) {
      throw toStoreError(error, streamId);
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.subscriptions].map((s) => s.unsubscribe()));
    await this.client.dispose();
  }

  private ensureOpen(): void {
    if (this.closed) throw new EventStoreUnavailableError('The event store is closed');
  }
}
