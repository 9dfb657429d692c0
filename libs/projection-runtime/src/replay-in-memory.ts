import { withFields, type RecordedEvent } from '@notary/events';
import type { ChangeAnnouncement } from '@notary/platform';
import { MemoryCollection } from './memory-collection';
import { SLICE_BUDGET_MS } from './rebuild';
import { shareTheLoop } from './share-the-loop';
import type { ProjectedCollection, ProjectedDocument, ProjectionContext, ProjectionDefinition } from './projection';

/** A collection kept by no one: it finds nothing and drops every write. */
const DISCARDED: ProjectedCollection<ProjectedDocument> = {
  find: async () => [],
  findOne: async () => null,
  countDocuments: async () => 0,
  updateOne: async () => undefined,
  updateMany: async () => undefined,
  deleteOne: async () => undefined,
  deleteMany: async () => undefined,
  evolve: async () => undefined,
};

export interface ReplayOptions {
  /**
   * Collections no one will read from this replay: their writes are dropped and their reads find
   * nothing. Only for collections no kept document is computed from (a dashboard's buckets, say),
   * which the caller must know; it saves the work of keeping them.
   */
  discard?: Iterable<string>;
}

export interface InMemoryReadModels {
  /** Each logical collection's documents, by _id. */
  documents: Record<string, ProjectedDocument[]>;
  announcements: ChangeAnnouncement[];
}

/**
 * Applies events to projections in memory, with no database: the read models as they stood after
 * the last of `events`. This is how an "as of" question is answered (replay a notary's events up to
 * a log position through the same projection code), and how tests check a projection quickly.
 * The events are read from the store (so already in their current shape), in log order.
 * A projection that cannot apply an event throws, naming both.
 */
export async function replayInMemory(
  projections: ProjectionDefinition | readonly ProjectionDefinition[],
  events: Iterable<RecordedEvent>,
  options: ReplayOptions = {},
): Promise<InMemoryReadModels> {
  const all = Array.isArray(projections) ? projections : [projections as ProjectionDefinition];
  const collections = new Map<string, Map<string, ProjectedDocument>>();
  const announcements: ChangeAnnouncement[] = [];
  const handled = all.map((projection) => ({ projection, types: new Set(projection.eventTypes), owned: new Set(projection.collections) }));
  const discarded = new Set(options.discard);
  for (const { projection } of handled) for (const logical of projection.collections) if (!discarded.has(logical)) collections.set(logical, new Map());

  let applied = 0;
  for (const event of events) {
    // Each apply only awaits promises that are already settled, which never lets the event loop
    // turn: a notary's year (10,000 events) would hold every other request for a quarter of a
    // second or more. So the replay gives the loop back when its slice of a turn is spent.
    if (++applied % 8 === 0) await shareTheLoop(SLICE_BUDGET_MS);
    for (const { projection, types, owned } of handled) {
      if (!types.has(event.type)) continue;
      const context: ProjectionContext = {
        event,
        collection: <T extends ProjectedDocument>(logical: string) => {
          if (!owned.has(logical)) throw new Error(`Projection ${projection.name} does not own the collection ${logical}`);
          if (discarded.has(logical)) return DISCARDED as ProjectedCollection<T>;
          return new MemoryCollection<T>(collections.get(logical)!, event.position);
        },
        announce: (change) => announcements.push(withFields(change, { position: event.position })),
        keeps: (logical) => !discarded.has(logical),
      };
      try {
        await projection.apply(event, context);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw new Error(`Projection ${projection.name} cannot apply ${event.type} at position ${event.position}: ${message}`, { cause: error });
      }
    }
  }
  const documents: Record<string, ProjectedDocument[]> = {};
  for (const [logical, byId] of collections) documents[logical] = [...byId.values()].sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  return { documents, announcements };
}
