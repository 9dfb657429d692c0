import { setImmediate as nextTurn } from 'node:timers/promises';
import type { RecordedEvent } from '@notary/events';
import { replayInMemory, type ProjectionDefinition } from '@notary/projection-runtime';
import { expensesReadSide } from '../expenses/read-side';
import { mileageReadSide } from '../mileage/read-side';
import { settingsReadSide } from '../settings/read-side';
import { signingsReadSide } from '../signings/read-side';
import type { OwnerScope } from '../shared/owner-scope';
import type { ReadSide } from '../shared/read-side';
import { EXPENSE_PAYEES, EXPENSE_SUMMARIES, EXPENSES } from '../expenses/expense.document';
import { MILEAGE } from '../mileage/mileage.document';
import { SETTINGS } from '../settings/settings.document';
import { SIGNING_PAYMENTS, SIGNING_SUMMARIES, SIGNINGS } from '../signings/signing.document';
import { ANALYTICS_CUSTOMERS, ANALYTICS_WORK_TYPES } from '../analytics/analytics-buckets';
import { replayedOwnerScope } from '../shared/replayed-scope';

/**
 * The read sides a tax year is read from (settings: work types and mileage rate; signings and
 * their payments; expenses; trips), with every projection they run: replaying them gives the
 * same documents the projector wrote at that moment, cross-stream parts (a signing's customer
 * name) included.
 */
const BOOKS_COLLECTIONS = new Set([SETTINGS, SIGNINGS, SIGNING_PAYMENTS, EXPENSES, MILEAGE]);
export const BOOKS_PROJECTIONS: readonly ProjectionDefinition[] = (
  [settingsReadSide, signingsReadSide, expensesReadSide, mileageReadSide] as const satisfies readonly ReadSide[]
)
  .flatMap((side): readonly ProjectionDefinition[] => side.projections)
  // Only those writing what the tax year reads (the analytics' buckets are left out).
  .filter((projection) => projection.collections.some((collection) => BOOKS_COLLECTIONS.has(collection)));
/**
 * What those projections also keep that the tax year never reads, and that no document it reads
 * is computed from: the dashboard's and the analytics' running totals, and the payees offered for
 * autocomplete. A replay drops their writes (a third of its work). A test replays with and without
 * them and finds the books' documents the same.
 */
export const NOT_READ_BY_THE_BOOKS: readonly string[] = [SIGNING_SUMMARIES, ANALYTICS_WORK_TYPES, ANALYTICS_CUSTOMERS, EXPENSE_SUMMARIES, EXPENSE_PAYEES];
export const BOOKS_EVENT_TYPES: readonly string[] = [...new Set(BOOKS_PROJECTIONS.flatMap((projection) => projection.eventTypes))];

/** How the books are read from the log: EventStore.readByOwner, indexed (never a scan of the log). */
export type ReadByOwner = (ownerId: string, options: { eventTypes: string[]; fromPosition: number; maxCount: number }) => Promise<RecordedEvent[]>;

export interface BooksAsOf {
  scope: OwnerScope;
  /** How many of the notary's events were replayed, and the log position of the last one. */
  events: number;
  position: number;
}

/** Events read at a time: a page is read in one go (the embedded store reads synchronously), a few milliseconds. */
const PAGE = 1_000;

/**
 * A notary's books as the log stood at `asOf`: their events up to the first one recorded after
 * that moment (metadata.occurredAt; the log's order is the order of time, and a prefix of the log
 * is a state it really had), replayed through the same projection code into scratch in-memory read
 * models, read through the same scope the reports use. Nothing is filtered by the documents' own
 * dates: a signing changed after `asOf` shows as it was. Read a page at a time with the event loop
 * turning between pages, and never past `asOf`.
 */
export async function booksAsOf(readByOwner: ReadByOwner, ownerId: string, asOf: Date): Promise<BooksAsOf> {
  const limit = asOf.getTime();
  const eventTypes = [...BOOKS_EVENT_TYPES];
  const events: RecordedEvent[] = [];
  for (let fromPosition = 0; ;) {
    const page = await readByOwner(ownerId, { eventTypes, fromPosition, maxCount: PAGE });
    const within = page.findIndex((event) => Date.parse(event.metadata.occurredAt) > limit);
    for (const event of within === -1 ? page : page.slice(0, within)) events.push(event);
    if (within !== -1 || page.length < PAGE) break;
    fromPosition = page.at(-1)!.position;
    await nextTurn();
  }
  const { documents } = await replayInMemory(BOOKS_PROJECTIONS, events, { discard: NOT_READ_BY_THE_BOOKS });
  return { scope: replayedOwnerScope(ownerId, documents), events: events.length, position: events.at(-1)?.position ?? 0 };
}
