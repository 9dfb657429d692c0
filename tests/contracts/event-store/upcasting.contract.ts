import type { RecordedEvent } from '@notary/events';
import { metadata, NOTE_WRITTEN, uniqueName, waitFor, type OpenedStore } from './fixtures';
import { randomUUID } from 'node:crypto';

/**
 * Old events are never rewritten: an event stored at schema version 1 comes back from every read at
 * the current version 2, lifted by the upcaster the store was opened with (fixtures.ts: version 2
 * adds Words to { Text }). Removing upcasting from any read path fails one of these.
 */
export function upcastingContract(opened: () => OpenedStore): void {
  const store = () => opened().store;
  const shapes = (events: RecordedEvent[]) => events.map((e) => ({ data: e.data, schemaVersion: e.metadata.schemaVersion }));
  const lifted = [
    { data: { Text: 'sign on page three', Words: 4 }, schemaVersion: 2 },
    { data: { Text: 'written at two', Words: 99 }, schemaVersion: 2 },
  ];

  /** One note stored at version 1 and one already at version 2, by one owner in one request. */
  const seed = async () => {
    const ownerId = uniqueName('owner');
    const correlationId = randomUUID();
    const stream = uniqueName('note');
    const from = await store().headPosition();
    await store().appendToStream(
      stream,
      [
        { id: randomUUID(), type: NOTE_WRITTEN, data: { Text: 'sign on page three' }, metadata: metadata({ ownerId, correlationId, schemaVersion: 1 }) },
        { id: randomUUID(), type: NOTE_WRITTEN, data: { Text: 'written at two', Words: 99 }, metadata: metadata({ ownerId, correlationId, schemaVersion: 2 }) },
      ],
      { expectedRevision: 'no_stream' },
    );
    await opened().indexed?.();
    return { ownerId, correlationId, stream, from };
  };

  it('reads a version-1 event as version 2 from readStream and readAll; a version-2 event as it is', async () => {
    const { stream, from } = await seed();
    expect(shapes(await store().readStream(stream))).toEqual(lifted);
    expect(shapes(await store().readStream(stream, { direction: 'backwards' }))).toEqual([...lifted].reverse());
    expect(shapes(await store().readAll({ fromPosition: from, filter: { eventTypes: [NOTE_WRITTEN], streamPrefixes: [stream] } }))).toEqual(lifted);
  });

  it('delivers a version-1 event as version 2 through a subscription', async () => {
    const { stream, from } = await seed();
    const delivered: RecordedEvent[] = [];
    const subscription = store().subscribeToAll({
      fromPosition: from,
      filter: { streamPrefixes: [stream] },
      onEvents: async (events) => void delivered.push(...events),
    });
    await waitFor(() => delivered.length === 2, 'the notes');
    await subscription.unsubscribe();
    expect(shapes(delivered)).toEqual(lifted);
  });

  it('reads a version-1 event as version 2 by owner and by correlation id', async () => {
    const { ownerId, correlationId } = await seed();
    expect(shapes(await store().readByOwner(ownerId))).toEqual(lifted);
    expect(shapes(await store().readByCorrelation(correlationId))).toEqual(lifted);
  });
}
