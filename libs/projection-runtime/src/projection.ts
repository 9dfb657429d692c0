import type { RecordedEvent } from '@notary/events';
import type { Document, Filter, FindOptions, IndexOptions, SortSpec, Update } from '@notary/document-store';

/**
 * A projection: a name, a version, the event types it handles and how each event changes its
 * documents. Bumping `version` makes the projector rebuild it side by side from the log and switch
 * when the rebuild has caught up.
 */
export interface ProjectionDefinition {
  readonly name: string;
  readonly version: number;
  /** Logical names of the collections it writes; it owns them (nothing else writes there). */
  readonly collections: readonly string[];
  readonly eventTypes: readonly string[];
  readonly indexes?: readonly ProjectionIndex[];
  apply(event: RecordedEvent, context: ProjectionContext): Promise<void>;
}

export interface ProjectionIndex {
  collection: string;
  keys: SortSpec;
  options?: IndexOptions;
}

/** Every document a projection writes remembers the last log position applied to it. */
export type ProjectedDocument = Document & { _position?: number };

export interface ProjectionContext {
  /** The event being applied (its position guards every write). */
  readonly event: RecordedEvent;
  collection<T extends ProjectedDocument = ProjectedDocument>(logicalName: string): ProjectedCollection<T>;
  /** Tells the owner's open screens that something changed, once the batch has committed. */
  announce(change: { ownerId: string; kind: string; id: string }): void;
  /**
   * False when this run drops the collection's writes (an "as of" replay that never reads it), so
   * the projection may skip computing them. Absent: every collection is kept.
   */
  keeps?(logicalName: string): boolean;
}

/**
 * A collection as a projection sees it. Writes are guarded by the event's position, so applying an
 * event a second time (a replay after a crash, where writes are not transactional) changes nothing.
 * When one event changes several documents and reads one to compute the others (a summary that
 * adds the difference between a signing's old and new amount), write the document you read LAST:
 * on a replay it still holds the old state, while the others skip what they already applied.
 */
export interface ProjectedCollection<T extends ProjectedDocument> {
  find(filter?: Filter, options?: FindOptions): Promise<T[]>;
  findOne(filter: Filter): Promise<T | null>;
  countDocuments(filter?: Filter): Promise<number>;
  /** Upserts need `_id` in the filter, so that a guarded upsert can never insert a second copy. */
  updateOne(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<void>;
  updateMany(filter: Filter, update: Update): Promise<void>;
  deleteOne(filter: Filter): Promise<void>;
  deleteMany(filter: Filter): Promise<void>;
  /**
   * Reads the document, lets `change` compute its next state (null deletes it) and writes it back.
   * `change` returns a new object, which the collection then owns (it adds _id and _position to it).
   */
  evolve(id: string, change: (current: T | null) => Omit<T, '_id' | '_position'> | null): Promise<void>;
}
