import type { SupportEvent } from '@notary/contracts';
import { notFound } from '@notary/domain';
import { EVENT_CATALOGUE, type RecordedEvent } from '@notary/events';

export const streamNotFound = () => notFound('SUPPORT.STREAM_NOT_FOUND', 'There is no stream with this id.');
export const correlationNotFound = () => notFound('SUPPORT.CORRELATION_NOT_FOUND', 'No event carries this correlation id.');

/** An event as support reads it: the envelope exactly as stored, nothing added or left out. */
export const supportEvent = (event: RecordedEvent): SupportEvent => ({
  EventId: event.id,
  StreamId: event.streamId,
  Revision: event.revision,
  Position: event.position,
  Type: event.type,
  Time: event.recordedAt,
  Data: event.data,
  Metadata: {
    ownerId: event.metadata.ownerId,
    actorId: event.metadata.actorId,
    correlationId: event.metadata.correlationId,
    causationId: event.metadata.causationId,
    commandId: event.metadata.commandId,
    occurredAt: event.metadata.occurredAt,
    schemaVersion: event.metadata.schemaVersion,
  },
});

/** Every kind of stream the catalogue names, for the finder's choice. */
export const STREAM_TYPES: string[] = [...new Set(Object.values(EVENT_CATALOGUE).map((entry) => entry.stream as string))].sort();
