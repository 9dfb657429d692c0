import {
  BACKWARDS,
  END,
  NO_STREAM,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AppendExpectedRevision,
  type EventData,
  type EventStoreDBClient,
  type JSONType,
} from '@eventstore/db-client';
import { WrongExpectedRevisionError } from '../errors';
import type { AppendResult, ExpectedRevision } from '../event-store.port';
import type { ValidatedEvent } from '../shared/append-validation';
import { judgeRetriedAppend, type StoredEventRef } from '../shared/retried-append';
import { logPositionOf, toRecordedEvent, toStoreError } from './esdb-mapping';

/**
 * How far back a retried append is recognised. EventStoreDB de-duplicates by event id only on a
 * best-effort basis, so we check ourselves by reading the stream's last IDEMPOTENCY_WINDOW events.
 * A retry whose events are older than that is not recognised: with an exact expected revision it
 * fails as a conflict (nothing is duplicated); with 'any' it would be written again.
 */
export const IDEMPOTENCY_WINDOW = 1000;
/** 'any' and 'stream_exists' retry when another writer slips in between our check and our write. */
const MAX_ATTEMPTS = 50;

interface StreamTail {
  /** Revision of the last event; -1 when the stream does not exist. */
  actual: number;
  byId: Map<string, StoredEventRef>;
}

export async function appendWithIdempotency(
  client: EventStoreDBClient,
  streamId: string,
  events: ValidatedEvent[],
  expected: ExpectedRevision,
): Promise<AppendResult> {
  const write = (revision: AppendExpectedRevision) => writeEvents(client, streamId, events, revision);
  const judge = (tail: StreamTail) => judgeRetriedAppend(events.map((event) => tail.byId.get(event.id)));

  // A stream that does not exist holds none of our ids; if it exists the server refuses, and then we check.
  if (expected === 'no_stream') {
    try {
      return await write(NO_STREAM);
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw toStoreError(error, streamId, { expected, events });
      return answerConflict(await readTail(client, streamId), judge, streamId, expected);
    }
  }

  for (let attempt = 1; ; attempt += 1) {
    const tail = await readTail(client, streamId);
    const verdict = judge(tail);
    if (verdict.kind === 'retry') return verdict.original;
    if (verdict.kind === 'overlap' || (expected === 'stream_exists' && tail.actual < 0)) {
      throw new WrongExpectedRevisionError(streamId, expected, tail.actual);
    }
    // 'any' and 'stream_exists' become the revision we just checked, so no writer can slip a
    // duplicate of our ids in between the check and the write unnoticed.
    const revision = typeof expected === 'number' ? expected : tail.actual;
    try {
      return await write(revision < 0 ? NO_STREAM : BigInt(revision));
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw toStoreError(error, streamId, { expected, events });
      if (typeof expected === 'number' || attempt >= MAX_ATTEMPTS) {
        return answerConflict(await readTail(client, streamId), judge, streamId, expected);
      }
    }
  }
}

/** After a refused write: a concurrent copy of this very append may have won; else it is a conflict. */
function answerConflict(
  tail: StreamTail,
  judge: (tail: StreamTail) => ReturnType<typeof judgeRetriedAppend>,
  streamId: string,
  expected: ExpectedRevision,
): AppendResult {
  const verdict = judge(tail);
  if (verdict.kind === 'retry') return verdict.original;
  throw new WrongExpectedRevisionError(streamId, expected, tail.actual);
}

async function writeEvents(
  client: EventStoreDBClient,
  streamId: string,
  events: ValidatedEvent[],
  expectedRevision: AppendExpectedRevision,
): Promise<AppendResult> {
  const eventData = events.map((event): EventData => ({
    id: event.id,
    contentType: 'application/json',
    type: event.type,
    data: event.data as JSONType,
    metadata: { ...event.metadata },
  }));
  const result = await client.appendToStream(streamId, eventData, { expectedRevision });
  const nextExpectedRevision = Number(result.nextExpectedRevision);
  // A one-event append's position is that event's. For several events the server may answer with
  // the transaction's position (its first event), so the last event's exact position is read back.
  const answered = result.position ? logPositionOf(result.position) : 0;
  if (events.length === 1 && answered > 0) return { nextExpectedRevision, position: answered };
  // The events are written: a failing read-back must not turn that into an error.
  const position = await positionOfRevision(client, streamId, nextExpectedRevision).catch(() => answered);
  return { nextExpectedRevision, position: position || answered };
}

async function positionOfRevision(client: EventStoreDBClient, streamId: string, revision: number): Promise<number> {
  for await (const resolved of client.readStream(streamId, { fromRevision: BigInt(revision), maxCount: 1 })) {
    const event = toRecordedEvent(resolved);
    if (event) return event.position;
  }
  return 0;
}

async function readTail(client: EventStoreDBClient, streamId: string): Promise<StreamTail> {
  const tail: StreamTail = { actual: -1, byId: new Map() };
  try {
    for await (const resolved of client.readStream(streamId, { direction: BACKWARDS, fromRevision: END, maxCount: IDEMPOTENCY_WINDOW })) {
      const event = toRecordedEvent(resolved);
      if (!event) continue;
      if (tail.actual < 0) tail.actual = event.revision;
      tail.byId.set(event.id, { revision: event.revision, position: event.position });
    }
  } catch (error) {
    if (error instanceof StreamNotFoundError) return tail;
    throw toStoreError(error, streamId);
  }
  return tail;
}
