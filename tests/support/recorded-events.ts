import { randomUUID } from 'node:crypto';
import type { EventMetadata, KnownEvent } from '@notary/events';
import type { RecordedOf } from '@notary/projection-runtime';

/**
 * Builds events as the store returns them, for projection tests: positions strictly increasing
 * across the log, revisions counting from 0 per stream, metadata filled in (the log's owner, a new
 * correlation per event, times a minute apart from `startAt`). Anything can be overridden per event.
 */
export function eventLog(options: { ownerId?: string; startAt?: string } = {}) {
  const ownerId = options.ownerId ?? 'notary-1';
  let position = 0;
  let time = Date.parse(options.startAt ?? '2026-03-01T09:00:00.000Z');
  const revisions = new Map<string, number>();
  return {
    record<E extends KnownEvent>(streamId: string, event: E, metadata: Partial<EventMetadata> = {}): RecordedOf<E['type']> {
      const revision = (revisions.get(streamId) ?? -1) + 1;
      revisions.set(streamId, revision);
      position += 1;
      const at = new Date(time).toISOString();
      time += 60_000;
      const commandId = randomUUID();
      const recorded = {
        id: randomUUID(),
        type: event.type,
        data: event.data,
        metadata: { ownerId, actorId: ownerId, correlationId: commandId, causationId: commandId, commandId, occurredAt: at, schemaVersion: 1, ...metadata },
        streamId,
        revision,
        position,
        recordedAt: at,
      };
      return recorded as RecordedOf<E['type']>;
    },
    /** The time the next event will carry. */
    get nextAt(): string {
      return new Date(time).toISOString();
    },
  };
}

export type EventLog = ReturnType<typeof eventLog>;
