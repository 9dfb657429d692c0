import { createHash } from 'node:crypto';
import {
  BACKWARDS,
  END,
  FORWARDS,
  StreamNotFoundError,
  type EventData,
  type EventStoreDBClient,
  type ReadStreamOptions,
  type ResolvedEvent,
} from '@eventstore/db-client';
import type { RecordedEvent } from '@notary/events';
import type { ResolvedReadByOwner } from '../shared/read-options';
import { toRecordedEvent, toStoreError } from './esdb-mapping';

/**
 * EventStoreDB has no secondary index we can query by metadata, so the operators' reads by owner and
 * by correlation id read link streams: for every event, EventStoreDbLogIndexer appends a link event
 * ('$>', data "{revision}@{streamId}") to `index-owner-{ownerId}` and `index-correlation-{id}`, in
 * log order. Reading such a stream with resolveLinkTos returns the linked events themselves. Each
 * link's metadata carries the linked event's log position, so a read can start at a position by
 * binary search over the link stream's revisions instead of reading it from the start.
 */
export const ownerIndexStream = (ownerId: string) => `index-owner-${ownerId}`;
export const correlationIndexStream = (correlationId: string) => `index-correlation-${correlationId}`;

const LINK_TYPE = '$>';
const PAGE = 500;

interface LinkMetadata {
  position: number;
}

/** The link to `event` in `indexStream`. Its id derives from both, so writing it again is recognisable. */
export function linkTo(indexStream: string, event: RecordedEvent): EventData {
  return {
    id: uuidFrom(`${indexStream}\u0000${event.id}`),
    contentType: 'application/octet-stream',
    type: LINK_TYPE,
    data: new TextEncoder().encode(`${event.revision}@${event.streamId}`),
    metadata: { position: event.position } satisfies LinkMetadata,
  };
}

/** The log position of the last event linked into `indexStream`; 0 when it has none. */
export async function lastLinkedPosition(client: EventStoreDBClient, indexStream: string): Promise<number> {
  const last = await linkAt(client, indexStream, END, true);
  return last?.position ?? 0;
}

/** Linked events in log order after `fromPosition`, of the given types, at most `maxCount`. */
export async function readIndexStream(client: EventStoreDBClient, indexStream: string, options: ResolvedReadByOwner): Promise<RecordedEvent[]> {
  const result: RecordedEvent[] = [];
  if (options.maxCount === 0) return result;
  try {
    let revision = options.fromPosition > 0 ? await firstRevisionAfter(client, indexStream, options.fromPosition) : 0;
    // A link written twice (an indexer restarted mid-batch) points back in the log: skipped.
    let lastPosition = options.fromPosition;
    while (revision !== undefined) {
      let received = 0;
      for await (const resolved of client.readStream(indexStream, { fromRevision: BigInt(revision), maxCount: PAGE, resolveLinkTos: true })) {
        received += 1;
        revision = Number((resolved.link ?? resolved.event)?.revision ?? revision) + 1;
        const event = linkedEvent(resolved);
        if (!event || event.position <= lastPosition) continue;
        lastPosition = event.position;
        if (options.eventTypes && !options.eventTypes.includes(event.type)) continue;
        result.push(event);
        if (result.length >= options.maxCount) return result;
      }
      if (received < PAGE) break;
    }
  } catch (error) {
    if (error instanceof StreamNotFoundError) return result;
    throw toStoreError(error, indexStream);
  }
  return result;
}

/** The linked event; undefined when its stream was deleted since (the link no longer resolves). */
function linkedEvent(resolved: ResolvedEvent): RecordedEvent | undefined {
  if (!resolved.event || resolved.event.type === LINK_TYPE) return undefined;
  const event = toRecordedEvent({ event: resolved.event });
  if (event && event.position === 0) event.position = positionOf(resolved.link) ?? 0;
  return event;
}

/** The first revision of the link stream whose event lies after `position`; undefined if none. */
async function firstRevisionAfter(client: EventStoreDBClient, indexStream: string, position: number): Promise<number | undefined> {
  const last = await linkAt(client, indexStream, END, true);
  if (!last || last.position <= position) return undefined;
  let low = 0;
  let high = last.revision;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    const link = await linkAt(client, indexStream, BigInt(middle), false);
    if (link && link.position > position) high = middle;
    else low = middle + 1;
  }
  return low;
}

async function linkAt(client: EventStoreDBClient, indexStream: string, revision: bigint | typeof END, backwards: boolean) {
  try {
    const options: ReadStreamOptions = { fromRevision: revision, maxCount: 1, direction: backwards ? BACKWARDS : FORWARDS };
    for await (const resolved of client.readStream(indexStream, options)) {
      const link = resolved.event;
      if (!link) continue;
      return { revision: Number(link.revision), position: positionOf(link) ?? 0 };
    }
  } catch (error) {
    if (error instanceof StreamNotFoundError) return undefined;
    throw error;
  }
  return undefined;
}

function positionOf(link: { metadata?: unknown } | undefined): number | undefined {
  const metadata = link?.metadata as Partial<LinkMetadata> | undefined;
  return typeof metadata?.position === 'number' ? metadata.position : undefined;
}

/** A name-based UUID (version 5 layout over SHA-1), as EventStoreDB wants event ids to be UUIDs. */
function uuidFrom(name: string): string {
  const bytes = createHash('sha1').update(name).digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
