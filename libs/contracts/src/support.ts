import { z } from 'zod';
import { id } from './primitives';

/**
 * Support's stream browser (issue 16): find streams, read one, follow one request through its
 * effects. Stream ids are a kind and an id (`signing-3f2a…`, `user-email-ann@example.com`): letters,
 * digits and the few marks an e-mail address brings; nothing else reaches the event store.
 */
const STREAM_ID = /^[A-Za-z0-9][A-Za-z0-9@._+-]*$/;
/** `user-email-` and the longest e-mail address (254) fit. */
export const MAX_STREAM_ID = 300;

export const StreamIdParam = z.string().max(MAX_STREAM_ID, `must be at most ${MAX_STREAM_ID} characters`).regex(STREAM_ID, 'must be a stream id');
/** A correlation id is a command id: a UUID, or an id of the same alphabet. */
export const CorrelationIdParam = id();

const wholeNumber = (min: number, max: number) => z.coerce.number().int('must be a whole number').min(min).max(max);
/** An optional query value: absent and '' both mean "not given". */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** GET supportapi/streams: every filter optional, newest activity first, a page at a time. */
export const StreamsQuery = z.object({
  /** A user id or an e-mail address. */
  owner: optional(
    z
      .string()
      .trim()
      .max(254)
      .regex(/^[A-Za-z0-9@._+'-]+$/, 'must be a user id or an e-mail address'),
  ),
  /** A kind of stream ('signing', 'data-access', ...). */
  type: optional(
    z
      .string()
      .max(40)
      .regex(/^[a-z][a-z-]*$/, 'must be a kind of stream'),
  ),
  /** The start of a stream id. */
  prefix: optional(z.string().max(MAX_STREAM_ID).regex(STREAM_ID, 'must be the start of a stream id')),
  PageNumber: wholeNumber(1, 100_000).default(1),
  PageSize: wholeNumber(1, 200).default(25),
});
export type StreamsRequest = z.input<typeof StreamsQuery>;
export type StreamsSearch = z.output<typeof StreamsQuery>;

/** GET supportapi/stream/{streamId}: a long stream is read a page at a time, from a revision. */
export const StreamQuery = z.object({
  FromRevision: wholeNumber(0, Number.MAX_SAFE_INTEGER).default(0),
  MaxCount: wholeNumber(1, 1000).default(500),
});
export type StreamPageRequest = z.output<typeof StreamQuery>;

/** A stream as the finder lists it. */
export interface StreamSummary {
  StreamId: string;
  /** Its kind, as the events catalogue names it. */
  Type: string;
  OwnerId: string;
  /** The owner's e-mail, '' when the owner has no account (any more). */
  OwnerEmail: string;
  EventCount: number;
  LastRevision: number;
  FirstTime: string;
  LastTime: string;
  LastEventType: string;
  LastPosition: number;
}

export interface StreamsPage {
  Streams: StreamSummary[];
  Total: number;
  PageNumber: number;
  PageSize: number;
  /** Every kind of stream there is, for the finder's choice of kind. */
  Types: string[];
  /** The owner the `owner` filter named, as a user id (null when none was given or none matched). */
  OwnerId: string | null;
}

/** An event's envelope, exactly as the log holds it. */
export interface SupportEventMetadata {
  ownerId: string;
  actorId: string;
  correlationId: string;
  causationId: string;
  commandId: string;
  occurredAt: string;
  schemaVersion: number;
}

/** One event as support reads it: where it sits, what it says, and who caused it. */
export interface SupportEvent {
  EventId: string;
  StreamId: string;
  Revision: number;
  Position: number;
  Type: string;
  /** When the store accepted it. */
  Time: string;
  Data: unknown;
  Metadata: SupportEventMetadata;
}

export interface StreamEvents {
  StreamId: string;
  Type: string;
  OwnerId: string;
  OwnerEmail: string;
  /** The revision of the stream's last event: Events may be one page of it. */
  LastRevision: number;
  Events: SupportEvent[];
  /** Where the next page starts, or null when this page reaches the end. */
  NextRevision: number | null;
}

export interface CorrelationEvents {
  CorrelationId: string;
  /** Every event of the request across streams, in log order. */
  Events: SupportEvent[];
}
