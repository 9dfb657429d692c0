import type { NewEvent, RecordedEvent, Upcast } from '@notary/events';

/**
 * What an append expects of the stream before it writes:
 * - 'no_stream': the stream must not exist yet (creating a signing, claiming an e-mail address);
 * - 'any': no check (only for streams where order does not matter);
 * - 'stream_exists': the stream must have at least one event;
 * - a number: the revision of the stream's last event must be exactly this.
 */
export type ExpectedRevision = 'no_stream' | 'any' | 'stream_exists' | number;

export interface AppendOptions {
  expectedRevision: ExpectedRevision;
}

export interface AppendResult {
  /** Revision of the last event now in the stream; pass it as the next expectedRevision. */
  nextExpectedRevision: number;
  /** Global position of the last event written (or found, for an idempotent retry). */
  position: number;
}

export type ReadDirection = 'forwards' | 'backwards';

export interface ReadStreamOptions {
  direction?: ReadDirection;
  /** Inclusive. Forwards defaults to 0, backwards to the stream's last revision. */
  fromRevision?: number;
  maxCount?: number;
}

export interface LogFilter {
  /** Only events of these types. */
  eventTypes?: string[];
  /** Only events whose stream id starts with one of these prefixes. */
  streamPrefixes?: string[];
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. Defaults to the start of the log. */
  fromPosition?: number;
  direction?: ReadDirection;
  maxCount?: number;
  filter?: LogFilter;
}

export interface SubscribeToAllOptions {
  /** Exclusive: the subscription delivers events strictly after this position. */
  fromPosition?: number;
  filter?: LogFilter;
  /** At most this many events per onEvents call (a hint: an adapter may deliver fewer). */
  maxBatchSize?: number;
  /** Called with events in log order; the next batch waits until the promise settles. */
  onEvents(events: RecordedEvent[]): Promise<void>;
  /** Called once when the subscription has delivered every event that existed when it started. */
  onCaughtUp?(position: number): void;
  /** Called when the subscription stops for a reason other than unsubscribe(). */
  onDropped?(error: Error): void;
}

/** Reading one owner's events (see EventStore.readByOwner). */
export interface ReadByOwnerOptions {
  /** Exclusive: events strictly after this log position. Defaults to the start of the log. */
  fromPosition?: number;
  maxCount?: number;
  /** Only events of these types. */
  eventTypes?: string[];
}

/** What EventStore.eraseOwner removed. */
export interface ErasedOwner {
  /** The streams removed whole (every stream holding an event of the owner). */
  streams: string[];
  /** Events removed (embedded); EventStoreDB counts the streams it deleted. */
  events: number;
}

export interface Subscription {
  unsubscribe(): Promise<void>;
}

/** Free-form stream metadata, e.g. { deleted: true } or ownership notes for support staff. */
export type StreamMetadata = Record<string, unknown>;

/**
 * Every adapter reads events in their current shape: it passes each one it reads through the upcast
 * it was opened with (by default the events catalogue's, `upcast` from @notary/events), so a stored
 * event of an older schema version comes back lifted, whichever read or subscription returns it.
 */
export interface EventStoreReadOptions {
  upcast?: Upcast;
}

export interface EventStore {
  appendToStream(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult>;
  /** Events of one stream; an empty array when the stream does not exist. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /**
   * The revision and log position of each of a stream's events from `fromRevision` on (inclusive),
   * in order, without their data: for a reader that holds the stream up to an event it knows by its
   * position, to see whether that event is still there and what came after (the command API's
   * remembered states). Embedded, it reads the stream's index alone.
   */
  readStreamPositions(streamId: string, fromRevision: number): Promise<Array<{ revision: number; position: number }>>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Catches up from `fromPosition`, then follows new events live. */
  subscribeToAll(options: SubscribeToAllOptions): Subscription;
  /**
   * One owner's (tenant's) events, across all their streams, in log order: what operators read to
   * audit a notary's history, page by page with `fromPosition`. Indexed, never a scan of the log.
   * Embedded, both reads are always complete (see sqlite-operator-indexes.ts). EventStoreDB keeps
   * them in link streams written by EventStoreDbLogIndexer, which follows the log: there they lag
   * the log by a moment.
   */
  readByOwner(ownerId: string, options?: ReadByOwnerOptions): Promise<RecordedEvent[]>;
  /**
   * Every event one request caused, directly or not (the same metadata.correlationId), across
   * streams, in log order: "what happened to this signing when I pressed Save?". Indexed as above.
   */
  readByCorrelation(correlationId: string): Promise<RecordedEvent[]>;
  /** Position of the last event in the log (0 when the log is empty). */
  headPosition(): Promise<number>;
  /**
   * Erasure of an account (docs/ERASURE.md): removes, whole, every stream that holds an event of
   * this owner, with their metadata and index entries, and leaves no bytes of them in the store's
   * files (embedded: overwritten pages, a compacted file and an emptied write-ahead log; EventStoreDB:
   * deleted streams, gone from disk at the next scavenge). Other owners' events are untouched and
   * log positions never go back: the next append still gets a position above every one ever given.
   * The one exception to "old events are never rewritten".
   */
  eraseOwner(ownerId: string): Promise<ErasedOwner>;
  getStreamMetadata(streamId: string): Promise<StreamMetadata | null>;
  setStreamMetadata(streamId: string, metadata: StreamMetadata): Promise<void>;
  close(): Promise<void>;
}

/** The largest event (data plus metadata, as JSON) either adapter accepts. */
export const MAX_EVENT_BYTES = 1024 * 1024;
