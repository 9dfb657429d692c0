import type { KnownEventType, RecordedEvent } from '@notary/events';
import { SqliteDocumentStore } from '@notary/document-store';
import {
  physicalName,
  projectEvents,
  replayInMemory,
  type DocumentProjection,
  type ProjectedDocument,
  type RecordedOf,
  type Stored,
} from '@notary/projection-runtime';
import {
  accountsProjection,
  allProjections,
  BOOKS_PROJECTIONS,
  NOT_READ_BY_THE_BOOKS,
  customersProjection,
  settingsProjection,
  SIGNING_SUMMARIES,
  SIGNINGS,
  signingsProjection,
} from '@notary/read-models';
import { aNotarysLife } from './a-notary-s-life';

/** The read models the embedded store holds after the projector's batch path applied `events`. */
async function stored(events: RecordedEvent[]): Promise<Record<string, ProjectedDocument[]>> {
  const documents = await SqliteDocumentStore.open(':memory:');
  try {
    await projectEvents(documents, allProjections, events);
    const result: Record<string, ProjectedDocument[]> = {};
    for (const logical of allProjections.flatMap((p) => p.collections)) {
      result[logical] = await documents.collection<ProjectedDocument>(physicalName(logical, 1)).find({}, { sort: { _id: 1 } });
    }
    return result;
  } finally {
    await documents.close();
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Folds every stream's own events one by one, each document frozen before evolve sees it. */
function foldFrozen<T extends KnownEventType, B extends Record<string, unknown>, U extends KnownEventType>(
  projection: DocumentProjection<T, B, U>,
  events: RecordedEvent[],
) {
  const own = new Set<string>(projection.handles);
  const documents = new Map<string, Stored<B> | null>();
  for (const event of events.filter((e) => own.has(e.type)) as RecordedOf<T>[]) {
    const id = projection.documentId(event);
    documents.set(id, projection.fold([event], deepFreeze(documents.get(id) ?? null)));
  }
  return [...documents.values()];
}

describe('replaying in memory, with no database', () => {
  const life = aNotarysLife();

  it('gives the read models the store holds, for the whole log and as of any earlier position', async () => {
    expect((await replayInMemory(allProjections, life)).documents).toEqual(await stored(life));
    const asOf = life[Math.floor(life.length / 3)].position;
    const then = life.filter((event) => event.position <= asOf);
    const replayedThen = (await replayInMemory(allProjections, then)).documents;
    expect(replayedThen).toEqual(await stored(then));
    // The dashboard as it stood then differs from today's: an accountant's "what the books said then".
    expect(replayedThen[SIGNING_SUMMARIES]).not.toEqual((await replayInMemory(allProjections, life)).documents[SIGNING_SUMMARIES]);
  });

  it.each([
    ['customers', () => foldFrozen(customersProjection, life)],
    ['settings', () => foldFrozen(settingsProjection, life)],
    ['accounts', () => foldFrozen(accountsProjection, life)],
    ['signings', () => foldFrozen(signingsProjection, life)],
  ])('folds each %s stream purely: evolve never changes the document it is given', (_name, fold) => {
    expect(fold().some(Boolean)).toBe(true);
  });

  it("folds one signing's stream in memory to the document the store holds, but for the customer's name", async () => {
    const stream = life.filter((e) => e.streamId === 'signing-a-s1');
    const folded = signingsProjection.fold(stream as never);
    const [inStore] = (await stored(life)).signings.filter((s) => s._id === 'a-s1');
    expect({ ...folded, _position: 0 }).toEqual({ ...inStore, CustomerName: '', CustomerSearchName: '', _position: 0 });
    expect(inStore.CustomerName).toBe('First American Title');
    expect((await stored(life))[SIGNINGS].map((s) => s._id)).toEqual(['a-s1', 'a-s2', 'b-s1', 'b-s2']);
  });

  it("keeps the tax year's documents the same when the books' replay drops what they never read", async () => {
    const kept = (documents: Record<string, ProjectedDocument[]>) =>
      Object.fromEntries(Object.entries(documents).filter(([logical]) => !NOT_READ_BY_THE_BOOKS.includes(logical)));
    // At every fifth position of the notary's life, so renames, deletions and custom types are each crossed.
    for (let end = 1; end <= life.length; end += 5) {
      const prefix = life.slice(0, end);
      const full = (await replayInMemory(BOOKS_PROJECTIONS, prefix)).documents;
      const lean = (await replayInMemory(BOOKS_PROJECTIONS, prefix, { discard: NOT_READ_BY_THE_BOOKS })).documents;
      expect(lean).toEqual(kept(full));
    }
    // It did drop them: the full replay kept a dashboard bucket that the lean one has no collection for.
    const whole = await replayInMemory(BOOKS_PROJECTIONS, life);
    expect(whole.documents[SIGNING_SUMMARIES]!.length).toBeGreaterThan(0);
    expect((await replayInMemory(BOOKS_PROJECTIONS, life, { discard: NOT_READ_BY_THE_BOOKS })).documents[SIGNING_SUMMARIES]).toBeUndefined();
  });
});
