import { SqliteCollection, SqliteDocumentStore } from '@notary/document-store';
// The unit is the runtime's own; the projector and its rebuilds are its only users.
import { BatchUnit } from '../../libs/projection-runtime/src/batch-unit';

describe("a rebuild's unit of work", () => {
  it('writes what it holds notary by notary, each notary’s documents in the order they came, and loses none', async () => {
    const documents = await SqliteDocumentStore.open(':memory:');
    const bulk = jest.spyOn(SqliteCollection.prototype, 'saveDocuments');
    try {
      const unit = new BatchUnit(documents, Number.POSITIVE_INFINITY);
      const held = await unit.collection('signings_g2');
      // As a log mixes notaries; 12,000 documents, more than one piece of the ordering.
      const owners = ['u3', 'u1', 'u2'];
      const ids: string[] = [];
      const owner = new Map<string, string>([['orphan', '']]);
      for (let i = 0; i < 12_000; i++) {
        // Ids that come in descending order: a notary's documents are not sorted by id either.
        const id = `s${String(99_999 - i).padStart(5, '0')}`;
        ids.push(id);
        owner.set(id, owners[i % 3]);
        held.set(id, { _id: id, OwnerId: owners[i % 3] });
      }
      held.set('orphan', { _id: 'orphan' });
      await unit.flushInSlices(500);

      const written = bulk.mock.calls.flatMap(([changes]) => changes.map((change) => change.id));
      const ownerOf = (id: string) => owner.get(id)!;
      expect(written).toHaveLength(12_001);
      expect(written.map(ownerOf)).toEqual([...written.map(ownerOf)].sort());
      expect(written.filter((id) => ownerOf(id) === 'u2')).toEqual(ids.filter((id) => ownerOf(id) === 'u2'));
      expect(await documents.collection('signings_g2').countDocuments({})).toBe(12_001);
      expect(unit.pending).toBe(0);
    } finally {
      bulk.mockRestore();
      await documents.close();
    }
  });
});
