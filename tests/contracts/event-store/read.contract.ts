import type { EventStore } from '@notary/event-store';
import type { RecordedEvent } from '@notary/events';
import { newEvent, newEvents, uniqueName } from './fixtures';

const ids = (events: RecordedEvent[]) => events.map((e) => e.id);

export function readContract(store: () => EventStore): void {
  it('reads a missing stream as empty', async () => {
    expect(await store().readStream(uniqueName('missing'))).toEqual([]);
    expect(await store().readStream(uniqueName('missing'), { direction: 'backwards' })).toEqual([]);
  });

  it('reads a stream backwards, and from a revision (inclusive) with maxCount in both directions', async () => {
    const stream = uniqueName('signing');
    await store().appendToStream(stream, newEvents(5), { expectedRevision: 'no_stream' });
    const revisions = async (options: Parameters<EventStore['readStream']>[1]) => (await store().readStream(stream, options)).map((e) => e.revision);
    expect(await revisions({ direction: 'backwards' })).toEqual([4, 3, 2, 1, 0]);
    expect(await revisions({ fromRevision: 2 })).toEqual([2, 3, 4]);
    expect(await revisions({ fromRevision: 1, maxCount: 2 })).toEqual([1, 2]);
    expect(await revisions({ direction: 'backwards', fromRevision: 3, maxCount: 2 })).toEqual([3, 2]);
    expect(await revisions({ direction: 'backwards', maxCount: 1 })).toEqual([4]);
    expect(await revisions({ fromRevision: 9 })).toEqual([]);
  });

  it("reads a stream's revisions and log positions from a revision on, as its events carry them", async () => {
    const stream = uniqueName('signing');
    await store().appendToStream(stream, newEvents(3), { expectedRevision: 'no_stream' });
    const events = await store().readStream(stream);
    const positions = events.map(({ revision, position }) => ({ revision, position }));
    expect(await store().readStreamPositions(stream, 0)).toEqual(positions);
    expect(await store().readStreamPositions(stream, 2)).toEqual(positions.slice(2));
    expect(await store().readStreamPositions(stream, 3)).toEqual([]);
    expect(await store().readStreamPositions(uniqueName('missing'), 0)).toEqual([]);
    await expect(store().readStreamPositions(stream, -1)).rejects.toThrow(RangeError);
  });

  describe('readAll', () => {
    // Reads start near the head (or stop at maxCount) so a shared server's history is not scanned.
    /** Five events over two streams under one prefix unique to the test, in log order. */
    const seed = async (prefix: string): Promise<RecordedEvent[]> => {
      const fromPosition = await store().headPosition();
      for (const [stream, count] of [
        [`${prefix}a`, 2],
        [`${prefix}b`, 2],
        [`${prefix}a`, 1],
      ] as const) {
        await store().appendToStream(stream, newEvents(count), { expectedRevision: 'any' });
      }
      return store().readAll({ fromPosition, filter: { streamPrefixes: [prefix] } });
    };

    it('reads forwards from a position (exclusive), with maxCount', async () => {
      const prefix = uniqueName('log') + '-';
      const mine = await seed(prefix);
      expect(mine).toHaveLength(5);
      const from = mine[1].position;
      expect(ids(await store().readAll({ fromPosition: from, filter: { streamPrefixes: [prefix] } }))).toEqual(ids(mine.slice(2)));
      expect(ids(await store().readAll({ fromPosition: from, maxCount: 2, filter: { streamPrefixes: [prefix] } }))).toEqual(ids(mine.slice(2, 4)));
      const unfiltered = await store().readAll({ fromPosition: from, maxCount: 3 });
      expect(unfiltered).toHaveLength(3);
      expect(unfiltered.every((e, i) => e.position > (i === 0 ? from : unfiltered[i - 1].position))).toBe(true);
      const mineInUnfiltered = unfiltered.filter((e) => e.streamId.startsWith(prefix));
      expect(ids(mineInUnfiltered)).toEqual(ids(mine.slice(2, 2 + mineInUnfiltered.length)));
    });

    it('reads backwards, from the end or before a position, with maxCount', async () => {
      const prefix = uniqueName('log') + '-';
      const mine = await seed(prefix);
      const filter = { streamPrefixes: [prefix] };
      expect(ids(await store().readAll({ direction: 'backwards', maxCount: 5, filter }))).toEqual(ids([...mine].reverse()));
      const beforeFourth = await store().readAll({ direction: 'backwards', fromPosition: mine[3].position, maxCount: 3, filter });
      expect(ids(beforeFourth)).toEqual(ids(mine.slice(0, 3).reverse()));
      expect(ids(await store().readAll({ direction: 'backwards', maxCount: 2, filter }))).toEqual(ids([mine[4], mine[3]]));
      const [last] = await store().readAll({ direction: 'backwards', maxCount: 1 });
      expect(last.position).toBeGreaterThanOrEqual(mine[4].position);
    });

    it('filters by event type', async () => {
      const [kept, other] = [uniqueName('Kept'), uniqueName('Other')];
      const from = await store().headPosition();
      const stream = uniqueName('signing');
      await store().appendToStream(stream, [newEvent(kept), newEvent(other), newEvent(kept)], { expectedRevision: 'no_stream' });
      const read = await store().readAll({ fromPosition: from, filter: { eventTypes: [kept] } });
      expect(read.map((e) => [e.type, e.revision])).toEqual([
        [kept, 0],
        [kept, 2],
      ]);
    });

    it('filters by stream prefixes, exactly', async () => {
      const base = uniqueName('pfx');
      const fromPosition = await store().headPosition();
      const streams = [`${base}-x-1`, `${base}-x-10`, `${base}-x_1`, `${base}-w-1`, `${base}-y-2`, `${base}-x`];
      for (const stream of streams) await store().appendToStream(stream, [newEvent()], { expectedRevision: 'no_stream' });
      const read = await store().readAll({ fromPosition, filter: { streamPrefixes: [`${base}-x-1`, `${base}-y-`] } });
      expect(read.map((e) => e.streamId)).toEqual([`${base}-x-1`, `${base}-x-10`, `${base}-y-2`]);
      const both = await store().readAll({ fromPosition, filter: { streamPrefixes: [`${base}-x`], eventTypes: ['NoSuchType'] } });
      expect(both).toEqual([]);
    });

    it('reports the head position', async () => {
      const { position } = await store().appendToStream(uniqueName('signing'), [newEvent()], { expectedRevision: 'no_stream' });
      expect(await store().headPosition()).toBeGreaterThanOrEqual(position);
    });
  });

  it('keeps stream metadata apart from the events', async () => {
    const stream = uniqueName('signing');
    expect(await store().getStreamMetadata(stream)).toBeNull();
    await store().setStreamMetadata(stream, { deleted: true, note: 'merged into another customer', maxCount: 3 });
    expect(await store().getStreamMetadata(stream)).toEqual({ deleted: true, note: 'merged into another customer', maxCount: 3 });
    await store().setStreamMetadata(stream, { deleted: false });
    expect(await store().getStreamMetadata(stream)).toEqual({ deleted: false });
    expect(await store().readStream(stream)).toEqual([]);
    expect((await store().appendToStream(stream, newEvents(4), { expectedRevision: 'no_stream' })).nextExpectedRevision).toBe(3);
    expect(await store().readStream(stream)).toHaveLength(4);
  });
}
