import type { EventMetadata, NewEvent } from '@notary/events';
import { EventTooLargeError, InvalidAppendError } from '../errors';
import { MAX_EVENT_BYTES, type ExpectedRevision } from '../event-store.port';

/** An event that passed validation, serialised once so the adapter stores exactly what was measured. */
export interface ValidatedEvent {
  id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  dataJson: string;
  metadataJson: string;
}

// Both adapters accept exactly the same appends, so code that works embedded also works against
// EventStoreDB, whose event ids must be UUIDs and whose '$' names belong to the server.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const METADATA_STRING_FIELDS = ['ownerId', 'actorId', 'correlationId', 'causationId', 'commandId'] as const;

export function validateStreamId(streamId: unknown): asserts streamId is string {
  if (typeof streamId !== 'string' || streamId.length === 0) throw new InvalidAppendError('The stream id must be a non-empty string');
  if (streamId.startsWith('$')) throw new InvalidAppendError(`Stream ids starting with '$' are reserved: ${streamId}`);
}

export function validateExpectedRevision(expected: unknown): asserts expected is ExpectedRevision {
  if (expected === 'no_stream' || expected === 'any' || expected === 'stream_exists') return;
  if (typeof expected === 'number' && Number.isSafeInteger(expected) && expected >= 0) return;
  throw new InvalidAppendError(`Invalid expected revision ${String(expected)}: use 'no_stream', 'any', 'stream_exists' or a revision (an integer >= 0)`);
}

/** Checks everything that can be checked without the store; throws before anything is written. */
export function validateAppend(streamId: unknown, events: unknown, expected: unknown): ValidatedEvent[] {
  validateStreamId(streamId);
  validateExpectedRevision(expected);
  if (!Array.isArray(events) || events.length === 0) throw new InvalidAppendError(`An append to ${streamId} needs at least one event`);
  const seen = new Set<string>();
  return events.map((event: unknown, index) => {
    const validated = validateEvent(event, `${streamId}[${index}]`);
    if (seen.has(validated.id)) throw new InvalidAppendError(`Event id ${validated.id} appears twice in one append to ${streamId}`);
    seen.add(validated.id);
    return validated;
  });
}

function validateEvent(candidate: unknown, where: string): ValidatedEvent {
  if (typeof candidate !== 'object' || candidate === null) throw new InvalidAppendError(`${where}: an event must be an object`);
  const event = candidate as Partial<NewEvent>;
  if (typeof event.id !== 'string' || !UUID.test(event.id)) throw new InvalidAppendError(`${where}: the event id must be a UUID`);
  if (typeof event.type !== 'string' || event.type.length === 0) throw new InvalidAppendError(`${where}: the event type must be a non-empty string`);
  if (event.type.startsWith('$')) throw new InvalidAppendError(`${where}: event types starting with '$' are reserved`);
  const metadata = validateMetadata(event.metadata, where);
  const dataJson = toJson(event.data, `${where} (${event.type}) data`);
  const metadataJson = toJson(metadata, `${where} (${event.type}) metadata`);
  const bytes = Buffer.byteLength(dataJson, 'utf8') + Buffer.byteLength(metadataJson, 'utf8');
  if (bytes > MAX_EVENT_BYTES) throw new EventTooLargeError(event.type, bytes, MAX_EVENT_BYTES);
  return { id: event.id.toLowerCase(), type: event.type, data: event.data, metadata, dataJson, metadataJson };
}

function validateMetadata(candidate: unknown, where: string): EventMetadata {
  if (typeof candidate !== 'object' || candidate === null) throw new InvalidAppendError(`${where}: metadata is missing`);
  const metadata = candidate as Record<string, unknown>;
  for (const field of METADATA_STRING_FIELDS) {
    const value = metadata[field];
    if (typeof value !== 'string' || value.length === 0) throw new InvalidAppendError(`${where}: metadata.${field} must be a non-empty string`);
  }
  const { occurredAt, schemaVersion } = metadata;
  if (typeof occurredAt !== 'string' || Number.isNaN(Date.parse(occurredAt))) {
    throw new InvalidAppendError(`${where}: metadata.occurredAt must be an ISO 8601 date`);
  }
  if (typeof schemaVersion !== 'number' || !Number.isSafeInteger(schemaVersion) || schemaVersion < 1) {
    throw new InvalidAppendError(`${where}: metadata.schemaVersion must be an integer >= 1`);
  }
  return candidate as EventMetadata;
}

function toJson(value: unknown, what: string): string {
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch (error) {
    throw new InvalidAppendError(`${what} cannot be stored as JSON: ${(error as Error).message}`);
  }
  if (json === undefined) throw new InvalidAppendError(`${what} cannot be stored as JSON`);
  return json;
}
