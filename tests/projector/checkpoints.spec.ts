import { SqliteCollection, SqliteDocumentStore, type DocumentStore } from '@notary/document-store';
import { CHECKPOINTS_COLLECTION, checkpointCollection, saveCheckpoints, type ProjectionCheckpoint } from '@notary/projection-runtime';

const checkpoint = (name: string, position: number, extra: Partial<ProjectionCheckpoint> = {}): ProjectionCheckpoint => ({
  _id: name,
  version: 1,
  generation: 1,
  position,
  state: 'running',
  error: null,
  collections: [name],
  rebuild: null,
  skipped: [],
  updatedAt: '2026-11-29T10:00:00.000Z',
  ...extra,
});

describe("a batch's checkpoints", () => {
  it('are stored together in the embedded store, each replaced whole, and read back as given', async () => {
    const documents = await SqliteDocumentStore.open(':memory:');
    const bulk = jest.spyOn(SqliteCollection.prototype, 'saveDocuments');
    const oneByOne = jest.spyOn(SqliteCollection.prototype, 'replaceOne');
    try {
      await saveCheckpoints(documents, [checkpoint('signings', 10), checkpoint('customers', 10)]);
      const failure = { position: 12, eventId: 'e-12', eventType: 'SigningScheduled', message: 'boom', at: '2026-11-29T10:01:00.000Z' };
      await saveCheckpoints(documents, [checkpoint('signings', 12, { state: 'failed', error: failure }), checkpoint('expenses', 12)]);
      const stored = await checkpointCollection(documents).find({}, { sort: { _id: 1 } });
      expect(stored).toEqual([checkpoint('customers', 10), checkpoint('expenses', 12), checkpoint('signings', 12, { state: 'failed', error: failure })]);
      // One write per batch, not one per projection.
      expect(bulk).toHaveBeenCalledTimes(2);
      expect(oneByOne).not.toHaveBeenCalled();
    } finally {
      bulk.mockRestore();
      oneByOne.mockRestore();
      await documents.close();
    }
  });

  it('go one replaceOne each to a store without a bulk save (MongoDB)', async () => {
    const replaced: Array<{ filter: unknown; document: ProjectionCheckpoint; upsert: boolean | undefined }> = [];
    const collection = {
      replaceOne: async (filter: unknown, document: ProjectionCheckpoint, options?: { upsert?: boolean }) => {
        replaced.push({ filter, document, upsert: options?.upsert });
        return { matchedCount: 0, modifiedCount: 0, upsertedId: document._id };
      },
    };
    const documents = {
      collection: (name: string) => {
        expect(name).toBe(CHECKPOINTS_COLLECTION);
        return collection;
      },
    } as unknown as DocumentStore;
    await saveCheckpoints(documents, [checkpoint('signings', 3), checkpoint('customers', 3)]);
    expect(replaced).toEqual([
      { filter: { _id: 'signings' }, document: checkpoint('signings', 3), upsert: true },
      { filter: { _id: 'customers' }, document: checkpoint('customers', 3), upsert: true },
    ]);
  });
});
