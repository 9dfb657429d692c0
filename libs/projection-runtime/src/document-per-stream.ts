import { withFields, type KnownEventType } from '@notary/events';
import { defineProjection, isOneOf, type RecordedOf, type TypedProjection } from './define-projection';
import type { ProjectionContext, ProjectionIndex } from './projection';

/** A document as stored: its fields, its _id and the last log position applied to it. */
export type Stored<B> = B & { _id: string; _position?: number };

export interface DocumentChange<T extends KnownEventType, B> {
  event: RecordedOf<T>;
  /** The document's _id. */
  id: string;
  before: Stored<B> | null;
  /** null: the event deletes the document (or leaves it absent). */
  after: B | null;
}

/** What the owner's open screens are told, e.g. { kind: 'signing.saved', id }. */
export interface Announcement {
  kind: string;
  id: string;
}

/**
 * For a document that also shows data of other streams (a signing shows its customer's name). The
 * document's own evolve stays a pure fold of its stream; this step is where other streams come in,
 * through collections the projection keeps for them. Because it reads other documents, it needs
 * the context; an "as of" replay gets it from replayInMemory.
 */
export interface CrossStreamStep<T extends KnownEventType, B, U extends KnownEventType> {
  /** The collections it keeps (copies of other streams' data, documents derived from this one). */
  collections: readonly string[];
  /** Other streams' events it follows. */
  handles: readonly U[];
  apply(event: RecordedOf<U>, context: ProjectionContext): Promise<void>;
  /**
   * Runs between the pure evolve and the write of the document, and returns the document to write:
   * fills in what comes from other streams and brings derived documents in step. It writes before
   * the document does, so that on a replay (MongoDB, after a crash) the document, written last,
   * still says whether the event was applied.
   */
  complete(change: DocumentChange<T, B>, context: ProjectionContext): Promise<B | null>;
}

export interface DocumentPerStreamSpec<T extends KnownEventType, B extends Record<string, unknown>, U extends KnownEventType = never> {
  name: string;
  version: number;
  /** The collection with one document per stream. */
  collection: string;
  /** The stream's own events. */
  handles: readonly T[];
  indexes?: readonly ProjectionIndex[];
  /** The document an event belongs to: the stream's id (SigningId, CustomerId, the owner's id). */
  documentId(event: RecordedOf<T>): string;
  /**
   * Pure: the document after the event (null deletes it). It must not change `document`, read the
   * clock or anything but its arguments: the same function folds events in memory, which is how a
   * read model is rebuilt as it stood at any log position.
   */
  evolve(document: Stored<B> | null, event: RecordedOf<T>): B | null;
  announce?(change: DocumentChange<T, B>): Announcement | null;
  crossStream?: CrossStreamStep<T, B, U>;
}

export interface DocumentProjection<T extends KnownEventType, B extends Record<string, unknown>, U extends KnownEventType = never> extends TypedProjection<
  T | U
> {
  readonly collection: string;
  /** The stream's own events (eventTypes adds those of the cross-stream step). */
  readonly handles: readonly T[];
  readonly documentId: (event: RecordedOf<T>) => string;
  readonly evolve: (document: Stored<B> | null, event: RecordedOf<T>) => B | null;
  /** Folds events of one stream onto `document` in memory, as the store would hold the result. */
  fold(events: readonly RecordedOf<T>[], document?: Stored<B> | null): Stored<B> | null;
}

/** A projection keeping one document per stream, evolved by a pure function. */
export function documentPerStream<const T extends KnownEventType, B extends Record<string, unknown>, const U extends KnownEventType = never>(
  spec: DocumentPerStreamSpec<T, B, U>,
): DocumentProjection<T, B, U> {
  const own = new Set<string>(spec.handles);
  const crossStream = spec.crossStream;

  async function applyOwn(event: RecordedOf<T>, context: ProjectionContext): Promise<void> {
    const id = spec.documentId(event);
    const documents = context.collection<Stored<B>>(spec.collection);
    let change: DocumentChange<T, B> | undefined;
    if (!crossStream) {
      // One read: the collection calls back unless the document already carries this event.
      await documents.evolve(id, (before) => {
        change = { event, id, before, after: spec.evolve(before, event) };
        return change.after as Body<B> | null;
      });
    } else {
      const before = await documents.findOne({ _id: id });
      if (before && typeof before._position === 'number' && before._position >= event.position) return;
      const evolved: DocumentChange<T, B> = { event, id, before, after: spec.evolve(before, event) };
      evolved.after = await crossStream.complete(evolved, context);
      change = evolved;
      const after = evolved.after as Body<B> | null;
      await documents.evolve(id, () => after);
    }
    const announcement = change && spec.announce?.(change);
    if (announcement) context.announce({ ownerId: event.metadata.ownerId, kind: announcement.kind, id: announcement.id });
  }

  const projection = defineProjection<T | U>({
    name: spec.name,
    version: spec.version,
    collections: [spec.collection, ...(crossStream?.collections ?? [])],
    handles: [...spec.handles, ...(crossStream?.handles ?? [])],
    indexes: spec.indexes,
    apply: (event, context) => (isOneOf<T>(event, own) ? applyOwn(event, context) : crossStream!.apply(event as RecordedOf<U>, context)),
  });

  return {
    ...projection,
    collection: spec.collection,
    handles: spec.handles,
    documentId: spec.documentId,
    evolve: spec.evolve,
    fold: (events, document = null) =>
      events.reduce<Stored<B> | null>((current, event) => {
        const next = spec.evolve(current, event);
        return next && withFields(next, { _id: spec.documentId(event), _position: event.position });
      }, document),
  };
}

/** What a collection's evolve takes back: the document without its storage fields. */
type Body<B> = Omit<Stored<B>, '_id' | '_position'>;
