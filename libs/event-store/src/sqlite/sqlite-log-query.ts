import type Database from 'better-sqlite3';
import type { LogFilter } from '../event-store.port';
import type { ResolvedReadAll } from '../shared/read-options';
import { EVENT_COLUMNS, type EventRow } from './sqlite-rows';

/**
 * Reads the whole log with the filters as SQL, so SQLite can use its indexes: a single event type
 * through events_by_type, stream prefixes as a range on stream_id through events_by_stream (a LIKE would
 * scan, and would treat '%' and '_' in a prefix as wildcards).
 */
export function queryLog(prepare: (sql: string) => Database.Statement, options: ResolvedReadAll): EventRow[] {
  if (options.maxCount === 0) return [];
  const where: string[] = [];
  const params: unknown[] = [];
  const forwards = options.direction === 'forwards';
  if (options.fromPosition !== undefined) {
    where.push(forwards ? 'position > ?' : 'position < ?');
    params.push(options.fromPosition);
  }
  addFilter(options.filter, where, params);
  const sql =
    `SELECT ${EVENT_COLUMNS} FROM events` + (where.length ? ` WHERE ${where.join(' AND ')}` : '') + ` ORDER BY position ${forwards ? 'ASC' : 'DESC'} LIMIT ?`;
  params.push(Number.isFinite(options.maxCount) ? options.maxCount : -1);
  return prepare(sql).all(...params) as EventRow[];
}

function addFilter(filter: LogFilter | undefined, where: string[], params: unknown[]): void {
  if (filter?.eventTypes) {
    // One type: events_by_type yields it in position order. Several: the index would yield each
    // type's run separately and SQLite would sort everything after `position` for every page
    // (quadratic over a paged read), so the unary + keeps it on the position scan, filtering rows.
    if (filter.eventTypes.length === 1) where.push('type = ?');
    else where.push(`+type IN (${filter.eventTypes.map(() => '?').join(', ')})`);
    params.push(...filter.eventTypes);
  }
  if (filter?.streamPrefixes) {
    const ranges = filter.streamPrefixes.map((prefix) => {
      const upper = prefixUpperBound(prefix);
      params.push(prefix);
      if (upper === undefined) return '(stream_id >= ?)';
      params.push(upper);
      return '(stream_id >= ? AND stream_id < ?)';
    });
    where.push(`(${ranges.join(' OR ')})`);
  }
}

/**
 * The smallest string greater than every string starting with `prefix`: the prefix with its last
 * code point incremented. SQLite compares TEXT as UTF-8 bytes, which orders like code points, so
 * `prefix <= id < upper` holds exactly for the ids starting with `prefix`. Undefined = no bound.
 */
export function prefixUpperBound(prefix: string): string | undefined {
  const codePoints = Array.from(prefix, (char) => char.codePointAt(0) as number);
  while (codePoints.length > 0) {
    let last = (codePoints.pop() as number) + 1;
    if (last === 0xd800) last = 0xe000; // surrogates are not characters
    if (last <= 0x10ffff) return String.fromCodePoint(...codePoints, last);
  }
  return undefined;
}
