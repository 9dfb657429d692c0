import type { RecordedEvent } from '@notary/events';
import { replayInMemory } from '@notary/projection-runtime';
import { BOOKS_PROJECTIONS, booksAsOf, NOT_READ_BY_THE_BOOKS, SIGNINGS, type ReadByOwner } from '@notary/read-models';
import { notaryLog, OWNER, payment } from './fixtures';

/** A notary with 1,500 signings, each paid: 3,000 events a minute apart, so several pages. */
function busyYear(): RecordedEvent[] {
  const notary = notaryLog();
  const events: RecordedEvent[] = [notary.settingsInitialized()];
  for (let i = 0; i < 1_500; i += 1) {
    events.push(notary.scheduled(`s-${i}`, { Amount: 100 }));
    events.push(notary.paid(`s-${i}`, payment(`p-${i}`, 100)));
  }
  return events;
}

/** readByOwner over an array, as the store answers it, counting the pages asked for. */
function readerOf(log: RecordedEvent[]) {
  const pages: Array<{ fromPosition: number; maxCount: number }> = [];
  const read: ReadByOwner = async (ownerId, { eventTypes, fromPosition, maxCount }) => {
    pages.push({ fromPosition, maxCount });
    return log.filter((event) => event.metadata.ownerId === ownerId && event.position > fromPosition && eventTypes.includes(event.type)).slice(0, maxCount);
  };
  return { read, pages };
}

describe("a notary's books as of a moment", () => {
  const log = busyYear();

  it('replays the log up to that moment, read a page at a time, and reads no page past it', async () => {
    const moment = log[2_400]!.metadata.occurredAt;
    const { read, pages } = readerOf(log);
    const books = await booksAsOf(read, OWNER, new Date(moment));

    const upTo = log.slice(0, 2_401);
    expect(books.events).toBe(upTo.length);
    expect(books.position).toBe(log[2_400]!.position);
    const expected = (await replayInMemory(BOOKS_PROJECTIONS, upTo, { discard: NOT_READ_BY_THE_BOOKS })).documents[SIGNINGS]!;
    const signings = await books.scope.find(SIGNINGS, {}, { sort: { _id: 1 } });
    expect(signings).toHaveLength(1_200);
    expect(signings).toEqual(expected);
    expect(signings.every((signing) => signing.AmountPaid === 100)).toBe(true);
    // Three pages of 1,000 reach the moment; the fourth, all after it, is never asked for.
    expect(pages.map((page) => page.fromPosition)).toEqual([0, log[999]!.position, log[1_999]!.position]);
  });

  it('reads to the end of the log when the moment is after its last event', async () => {
    const { read, pages } = readerOf(log);
    const books = await booksAsOf(read, OWNER, new Date('2030-01-01T00:00:00Z'));
    expect(books.events).toBe(log.length);
    expect(pages).toHaveLength(Math.ceil((log.length + 1) / 1_000));
  });

  it('answers empty books for a moment before the first event', async () => {
    const { read } = readerOf(log);
    const books = await booksAsOf(read, OWNER, new Date('2020-01-01T00:00:00Z'));
    expect(books).toMatchObject({ events: 0, position: 0 });
    expect(await books.scope.count(SIGNINGS)).toBe(0);
  });
});
