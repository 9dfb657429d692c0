import { BACKWARDS, END, FORWARDS, type EventStoreDBClient, type Position, type ReadPosition } from '@eventstore/db-client';
import type { RecordedEvent } from '@notary/events';
import { matchesFilter, type ResolvedReadAll } from '../shared/read-options';
import { esdbReadPositionAfter, logPositionOf, toRecordedEvent, toStoreError } from './esdb-mapping';

export const LOG_PAGE_SIZE = 500;

/** Where a paged read of $all has got to: our number, and the server's exact position to continue from. */
export interface LogCursor {
  position: number;
  esdbPosition: ReadPosition;
}

export interface LogPage {
  /** Our events in the page (system events dropped), not yet filtered. */
  events: RecordedEvent[];
  /** The last record the server returned, system events included; undefined if none. */
  last: LogCursor | undefined;
  /** The server returned a short page: nothing more in this direction. */
  exhausted: boolean;
}

/**
 * One page of $all after (forwards) or before (backwards) `cursor.position`, exclusive. The server
 * may include the record at the start position itself, so it is dropped here by comparing positions.
 */
export async function readLogPage(client: EventStoreDBClient, cursor: LogCursor, forwards: boolean): Promise<LogPage> {
  const page: LogPage = { events: [], last: undefined, exhausted: false };
  let received = 0;
  try {
    const read = client.readAll({ fromPosition: cursor.esdbPosition, direction: forwards ? FORWARDS : BACKWARDS, maxCount: LOG_PAGE_SIZE });
    for await (const resolved of read) {
      received += 1;
      const raw: Position | undefined = resolved.event?.position;
      if (!raw) continue;
      const position = logPositionOf(raw);
      page.last = { position, esdbPosition: raw };
      if (cursor.position > 0 && (forwards ? position <= cursor.position : position >= cursor.position)) continue;
      const event = toRecordedEvent(resolved);
      if (event) page.events.push(event);
    }
  } catch (error) {
    throw toStoreError(error, '$all');
  }
  page.exhausted = received < LOG_PAGE_SIZE;
  return page;
}

/** readAll of the port: pages through $all until maxCount events pass the filter (filters run here). */
export async function readLog(client: EventStoreDBClient, options: ResolvedReadAll): Promise<RecordedEvent[]> {
  const forwards = options.direction === 'forwards';
  const result: RecordedEvent[] = [];
  let cursor: LogCursor =
    options.fromPosition !== undefined
      ? { position: options.fromPosition, esdbPosition: esdbReadPositionAfter(options.fromPosition) }
      : { position: 0, esdbPosition: END };
  if (!forwards && options.fromPosition === 0) return result;
  while (result.length < options.maxCount) {
    const page = await readLogPage(client, cursor, forwards);
    for (const event of page.events) {
      if (matchesFilter(event, options.filter)) result.push(event);
      if (result.length >= options.maxCount) return result;
    }
    if (page.exhausted || !page.last) return result;
    cursor = page.last;
  }
  return result;
}
