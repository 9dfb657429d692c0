import {
  CancelledError,
  DeadlineExceededError,
  MaxAppendSizeExceededError,
  NotLeaderError,
  START,
  UnavailableError,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type Position,
  type ResolvedEvent,
} from '@eventstore/db-client';
import type { EventMetadata, RecordedEvent } from '@notary/events';
import { EventStoreError, EventStoreUnavailableError, EventTooLargeError, WrongExpectedRevisionError } from '../errors';
import type { ExpectedRevision } from '../event-store.port';
import type { ValidatedEvent } from '../shared/append-validation';

/**
 * Our log position as a JS number. Assumption: events are written only through gRPC appends (no
 * legacy explicit transactions), so within an append the events' prepare positions increase and
 * $all order equals prepare order. A single-event record has commit === prepare; inside a multi-event
 * append the commit position is shared, so the prepare position is what tells events apart. Positions
 * are byte offsets in the transaction log and stay below 2^53 (8 PiB), so a number holds them exactly.
 */
export function logPositionOf(position: Position): number {
  return Number(position.commit === position.prepare ? position.commit : position.prepare);
}

/** Where to start reading $all to see events after `position`; callers drop events at or before it. */
export function esdbReadPositionAfter(position: number): Position | typeof START {
  return position > 0 ? { commit: BigInt(position), prepare: BigInt(position) } : START;
}

/** '$'-prefixed streams and types belong to the server ($metadata, $stats-..., projections). */
export function isSystemEvent(event: { type: string; streamId: string }): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$');
}

/** Converts a read result to our event; undefined for system events and unresolved links. */
export function toRecordedEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | undefined {
  const event = resolved.event;
  if (!event || isSystemEvent(event)) return undefined;
  const rawPosition =
    event.position ?? (resolved.commitPosition !== undefined ? { commit: resolved.commitPosition, prepare: resolved.commitPosition } : undefined);
  return {
    id: event.id.toLowerCase(),
    type: event.type,
    data: event.isJson ? event.data : parseBytes(event.data as Uint8Array),
    metadata: (event.metadata instanceof Uint8Array ? parseBytes(event.metadata) : (event.metadata ?? {})) as EventMetadata,
    streamId: event.streamId,
    revision: Number(event.revision),
    // Only servers before 22.6 omit positions on stream reads; 0 then means "unknown".
    position: rawPosition ? logPositionOf(rawPosition) : 0,
    recordedAt: event.created.toISOString(),
  };
}

export function revisionOf(current: WrongExpectedVersionError['actualVersion']): number {
  return typeof current === 'bigint' ? Number(current) : -1;
}

/** The append an error happened in, to word the port's error. */
export interface FailedAppend {
  expected: ExpectedRevision;
  events: ValidatedEvent[];
}

/** Driver errors become the port's errors, so callers never see the client library. */
export function toStoreError(error: unknown, streamId: string, append?: FailedAppend): Error {
  if (error instanceof EventStoreError) return error;
  if (error instanceof WrongExpectedVersionError) {
    return new WrongExpectedRevisionError(streamId, append?.expected ?? String(error.expectedVersion), revisionOf(error.actualVersion));
  }
  if (error instanceof MaxAppendSizeExceededError) {
    // Each event is within our limit, but the server limits a whole append (default 1 MB).
    const bytes = append?.events.reduce((sum, e) => sum + Buffer.byteLength(e.dataJson) + Buffer.byteLength(e.metadataJson), 0) ?? 0;
    const types = [...new Set(append?.events.map((e) => e.type))].join(', ') || 'append';
    return new EventTooLargeError(types, bytes, error.maxAppendSize);
  }
  if (error instanceof UnavailableError || error instanceof DeadlineExceededError || error instanceof CancelledError || error instanceof NotLeaderError) {
    return new EventStoreUnavailableError(`EventStoreDB is not available: ${error.message}`);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new EventStoreUnavailableError(`EventStoreDB failed: ${message}`);
}

function parseBytes(bytes: Uint8Array): unknown {
  const text = Buffer.from(bytes).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
