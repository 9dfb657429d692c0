/**
 * One stream of the log as support finds it: its kind, its owner, how long it is and what happened
 * last. The EventStore port cannot list streams; this read model is how support finds them by owner,
 * kind or id prefix without scanning the log.
 */
export type StreamEntryFields = {
  StreamId: string;
  /** The kind of stream, as the events catalogue names it: 'signing', 'account', 'data-access', ... */
  Type: string;
  /** The notary the stream belongs to (its first event's owner). */
  OwnerId: string;
  EventCount: number;
  LastRevision: number;
  /** When the store accepted the first and the last event (ISO 8601, UTC). */
  FirstTime: string;
  LastTime: string;
  LastEventType: string;
  /** Log position of the last event: "newest activity first" sorts on it. */
  LastPosition: number;
};

export interface StreamEntryDocument extends StreamEntryFields {
  _id: string;
  [key: string]: unknown;
}

export const STREAMS_CATALOGUE = 'streams_catalogue';
