import type { RecordedEvent } from '@notary/events';
import { SqliteDocumentStore } from '@notary/document-store';
import { physicalName, projectEvents, replayInMemory, type ProjectedDocument, type ProjectionDefinition } from '@notary/projection-runtime';
import type { ChangeAnnouncement } from '@notary/platform';

interface Outcome {
  stored: Record<string, ProjectedDocument[]>;
  announcements: ChangeAnnouncement[];
}

const byId = (a: ProjectedDocument, b: ProjectedDocument) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);
const withoutPosition = ({ _position, ...document }: ProjectedDocument) => document;

/**
 * Projection tests as given events / then documents:
 *   projectionSpec(customersProjection).given(registered, contactAdded).then(CUSTOMERS, [{ _id: 'c-1', ... }])
 * The events go through the projector's real batch path into an embedded document store in memory,
 * and, separately, through replayInMemory; `then` expects both to hold exactly the documents given
 * (in any order, without the storage field _position), so every spec also shows the projection
 * replays in memory to the same read model.
 */
export function projectionSpec(projection: ProjectionDefinition) {
  return {
    given(...events: RecordedEvent[]) {
      let outcome: Promise<Outcome> | undefined;
      const run = () => (outcome ??= project(projection, events));
      return {
        async then(collection: string, expected: Array<Record<string, unknown>>): Promise<void> {
          const { stored } = await run();
          expect(stored[collection].map(withoutPosition)).toEqual([...expected].sort((a, b) => byId(a as ProjectedDocument, b as ProjectedDocument)));
        },
        /** The kinds and ids announced to the owner's screens, in order. */
        async thenAnnounced(expected: Array<{ kind: string; id: string; ownerId?: string }>): Promise<void> {
          const { announcements } = await run();
          expect(announcements.map(({ kind, id, ownerId }) => ({ kind, id, ownerId }))).toEqual(expected.map((a) => ({ ownerId: expect.any(String), ...a })));
        },
        /** The documents of a collection as stored, for checks of a few fields. */
        async documents(collection: string): Promise<ProjectedDocument[]> {
          return (await run()).stored[collection];
        },
      };
    },
  };
}

async function project(projection: ProjectionDefinition, events: RecordedEvent[]): Promise<Outcome> {
  const documents = await SqliteDocumentStore.open(':memory:');
  try {
    const announcements = await projectEvents(documents, [projection], events);
    const stored: Record<string, ProjectedDocument[]> = {};
    for (const logical of projection.collections) {
      stored[logical] = (await documents.collection<ProjectedDocument>(physicalName(logical, 1)).find({})).sort(byId);
    }
    const memory = await replayInMemory(projection, events);
    expect(memory.documents).toEqual(stored);
    expect(memory.announcements).toEqual(announcements);
    return { stored, announcements };
  } finally {
    await documents.close();
  }
}
