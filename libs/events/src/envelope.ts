/**
 * The envelope every event travels in. Event payloads are plain typed data; everything about
 * who, why and when lives in the metadata, so admins and support staff can answer
 * "who did this, from which request, as part of what?" from the log alone.
 */
export interface EventMetadata {
  /** The tenant: the notary whose business this event belongs to. */
  ownerId: string;
  /** The user who caused it (the owner, an admin, or "system" for the scheduler). */
  actorId: string;
  /** Shared by every event caused, directly or not, by one user request. */
  correlationId: string;
  /** The id of the command or event that directly caused this one. */
  causationId: string;
  /** The command that produced this event; a retried command carries the same id. */
  commandId: string;
  /** When the domain says it happened (ISO 8601, UTC). */
  occurredAt: string;
  /** The shape version of `data`; upcasters lift older versions when reading. */
  schemaVersion: number;
}

/** An event about to be appended. `id` makes appends idempotent: the same id is stored once. */
export interface NewEvent<TType extends string = string, TData = unknown> {
  id: string;
  type: TType;
  data: TData;
  metadata: EventMetadata;
}

/** An event as stored in the log. */
export interface RecordedEvent<TType extends string = string, TData = unknown> extends NewEvent<TType, TData> {
  streamId: string;
  /** Position inside its stream: 0, 1, 2, ... without gaps. */
  revision: number;
  /** Position in the whole log: strictly increasing across all streams. */
  position: number;
  /** When the store accepted it (ISO 8601, UTC). */
  recordedAt: string;
}

/** The type/data pair a domain `decide` function returns, before the envelope is added. */
export interface DomainEvent<TType extends string = string, TData = unknown> {
  type: TType;
  data: TData;
}
