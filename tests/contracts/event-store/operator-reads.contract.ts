import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '@notary/events';
import { newEvent, uniqueName, type OpenedStore } from './fixtures';

const ids = (events: Array<{ id: string }>) => events.map((e) => e.id);

/** Operators read one notary's history and one request's effects without scanning the log. */
export function operatorReadsContract(opened: () => OpenedStore): void {
  const store = () => opened().store;
  const indexed = () => opened().indexed?.() ?? Promise.resolve();

  /** Two owners' events interleaved over three streams; returns each owner's, in log order. */
  const seedTwoOwners = async () => {
    const [ann, bob] = [uniqueName('owner-ann'), uniqueName('owner-bob')];
    const [scheduled, paid] = [uniqueName('Scheduled'), uniqueName('Paid')];
    const streams = [uniqueName('signing'), uniqueName('signing'), uniqueName('customer')];
    const plan: Array<[string, string, string]> = [
      [streams[0], ann, scheduled],
      [streams[1], bob, scheduled],
      [streams[0], ann, paid],
      [streams[2], ann, scheduled],
      [streams[1], bob, paid],
      [streams[0], ann, paid],
    ];
    const written: RecordedEvent[] = [];
    for (const [stream, ownerId, type] of plan) {
      const event = newEvent(type, { stream }, { ownerId });
      await store().appendToStream(stream, [event], { expectedRevision: 'any' });
      const [stored] = await store().readStream(stream, { direction: 'backwards', maxCount: 1 });
      written.push(stored);
    }
    await indexed();
    const of = (owner: string) => written.filter((e) => e.metadata.ownerId === owner);
    return { ann, bob, scheduled, paid, annEvents: of(ann), bobEvents: of(bob) };
  };

  it("reads one owner's events across streams, in log order, and no one else's", async () => {
    const { ann, bob, annEvents, bobEvents } = await seedTwoOwners();
    const annRead = await store().readByOwner(ann);
    expect(ids(annRead)).toEqual(ids(annEvents));
    expect(annRead.every((e, i) => i === 0 || e.position > annRead[i - 1].position)).toBe(true);
    expect(annRead.map((e) => e.streamId)).toEqual(annEvents.map((e) => e.streamId));
    expect(ids(await store().readByOwner(bob))).toEqual(ids(bobEvents));
    expect(await store().readByOwner(uniqueName('nobody'))).toEqual([]);
  });

  it('pages from a position (exclusive) with maxCount, and filters by event type', async () => {
    const { ann, paid, scheduled, annEvents } = await seedTwoOwners();
    expect(ids(await store().readByOwner(ann, { fromPosition: annEvents[0].position, maxCount: 2 }))).toEqual(ids(annEvents.slice(1, 3)));
    expect(ids(await store().readByOwner(ann, { fromPosition: annEvents[2].position }))).toEqual(ids(annEvents.slice(3)));
    expect(await store().readByOwner(ann, { fromPosition: annEvents[3].position })).toEqual([]);
    expect(await store().readByOwner(ann, { maxCount: 0 })).toEqual([]);
    const payments = await store().readByOwner(ann, { eventTypes: [paid] });
    expect(ids(payments)).toEqual(ids(annEvents.filter((e) => e.type === paid)));
    const both = await store().readByOwner(ann, { eventTypes: [paid, scheduled], fromPosition: annEvents[1].position, maxCount: 1 });
    expect(ids(both)).toEqual([annEvents[2].id]);
  });

  it('reads what one request caused, across streams, by its correlation id', async () => {
    const correlationId = randomUUID();
    const other = randomUUID();
    const [signing, customer, account] = [uniqueName('signing'), uniqueName('customer'), uniqueName('user')];
    const caused = [
      newEvent('SigningDeleted', {}, { correlationId }),
      newEvent('ExpenseDeleted', {}, { correlationId }),
      newEvent('NoteAdded', {}, { correlationId }),
    ];
    await store().appendToStream(signing, [caused[0], newEvent('Unrelated', {}, { correlationId: other })], { expectedRevision: 'no_stream' });
    await store().appendToStream(customer, [caused[1]], { expectedRevision: 'no_stream' });
    await store().appendToStream(account, [newEvent('Unrelated', {}, { correlationId: other }), caused[2]], { expectedRevision: 'no_stream' });
    await indexed();
    const read = await store().readByCorrelation(correlationId);
    expect(ids(read)).toEqual(ids(caused));
    expect(read.map((e) => e.streamId)).toEqual([signing, customer, account]);
    expect(read.every((e) => e.metadata.correlationId === correlationId)).toBe(true);
    expect(await store().readByCorrelation(randomUUID())).toEqual([]);
  });

  it('refuses a missing owner or correlation id as a programming error', async () => {
    await expect(store().readByOwner('')).rejects.toBeInstanceOf(RangeError);
    await expect(store().readByCorrelation('')).rejects.toBeInstanceOf(RangeError);
    await expect(store().readByOwner('ann', { fromPosition: -1 })).rejects.toBeInstanceOf(RangeError);
  });
}
