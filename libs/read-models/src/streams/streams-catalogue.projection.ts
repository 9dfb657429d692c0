import { EVENT_CATALOGUE, EVENT_TYPES, type KnownEventType } from '@notary/events';
import { documentPerStream, type RecordedOf, type Stored } from '@notary/projection-runtime';
import { STREAMS_CATALOGUE, type StreamEntryFields } from './stream-entry.document';

/**
 * The kind of a stream, from its events' entry in the catalogue rather than from the id: ids such as
 * `user-email-…`, `recurring-expense-…` or `data-access-…` hold dashes in the kind itself, so the
 * text before the first dash would file an e-mail claim under 'user' and a template under 'email'.
 * An event type the catalogue does not know (none today) falls back to that first word.
 */
export function streamTypeOf(streamId: string, eventType: string): string {
  const entry = (EVENT_CATALOGUE as Record<string, { stream: string } | undefined>)[eventType];
  return entry?.stream ?? streamId.split('-', 1)[0]!;
}

/**
 * Pure, and deliberately cheap: it runs for every event of the log (the projector's catch-up pays
 * for it on each one), so it copies ten fields and looks nothing up but the catalogue entry, once
 * per stream.
 */
export function evolveStreamEntry(entry: Stored<StreamEntryFields> | null, event: RecordedOf<KnownEventType>): StreamEntryFields {
  return {
    StreamId: event.streamId,
    Type: entry?.Type ?? streamTypeOf(event.streamId, event.type),
    OwnerId: entry?.OwnerId ?? event.metadata.ownerId,
    EventCount: (entry?.EventCount ?? 0) + 1,
    LastRevision: event.revision,
    FirstTime: entry?.FirstTime ?? event.recordedAt,
    LastTime: event.recordedAt,
    LastEventType: event.type,
    LastPosition: event.position,
  };
}

/**
 * Every stream of the log, one document each, for support's stream finder. It handles every event
 * type of the catalogue (a new type is followed without a change here) and announces nothing: no
 * notary's screen shows it.
 */
export const streamsCatalogueProjection = documentPerStream({
  name: 'streams_catalogue',
  version: 1,
  collection: STREAMS_CATALOGUE,
  handles: EVENT_TYPES,
  indexes: [
    { collection: STREAMS_CATALOGUE, keys: { LastPosition: -1 } },
    { collection: STREAMS_CATALOGUE, keys: { OwnerId: 1, LastPosition: -1 } },
    { collection: STREAMS_CATALOGUE, keys: { Type: 1, LastPosition: -1 } },
    { collection: STREAMS_CATALOGUE, keys: { OwnerId: 1, Type: 1, LastPosition: -1 } },
  ],
  documentId: (event) => event.streamId,
  evolve: evolveStreamEntry,
});
