import type { RecordedEvent } from '@notary/events';
import type { LogFilter, ReadAllOptions, ReadByOwnerOptions, ReadDirection, ReadStreamOptions } from '../event-store.port';

/** Read options with defaults applied; `maxCount` is Infinity when unbounded. */
export interface ResolvedReadStream {
  direction: ReadDirection;
  fromRevision: number | undefined;
  maxCount: number;
}

export interface ResolvedReadAll {
  direction: ReadDirection;
  /** Exclusive bound: forwards reads positions above it, backwards below it (undefined = from the end). */
  fromPosition: number | undefined;
  maxCount: number;
  filter: LogFilter | undefined;
}

// Bad read arguments are programming errors, not store failures: a RangeError says so.
export function resolveReadStreamOptions(options: ReadStreamOptions = {}): ResolvedReadStream {
  return {
    direction: resolveDirection(options.direction),
    fromRevision: optionalCount(options.fromRevision, 'fromRevision'),
    maxCount: optionalCount(options.maxCount, 'maxCount') ?? Infinity,
  };
}

export function resolveReadAllOptions(options: ReadAllOptions = {}): ResolvedReadAll {
  const direction = resolveDirection(options.direction);
  const fromPosition = optionalCount(options.fromPosition, 'fromPosition');
  return {
    direction,
    fromPosition: direction === 'forwards' ? (fromPosition ?? 0) : fromPosition,
    maxCount: optionalCount(options.maxCount, 'maxCount') ?? Infinity,
    filter: resolveFilter(options.filter),
  };
}

export interface ResolvedReadByOwner {
  /** Exclusive; 0 = from the start. */
  fromPosition: number;
  maxCount: number;
  eventTypes: string[] | undefined;
}

export function resolveReadByOwnerOptions(ownerId: unknown, options: ReadByOwnerOptions = {}): ResolvedReadByOwner {
  requireId(ownerId, 'ownerId');
  return {
    fromPosition: optionalCount(options.fromPosition, 'fromPosition') ?? 0,
    maxCount: optionalCount(options.maxCount, 'maxCount') ?? Infinity,
    eventTypes: options.eventTypes?.length ? options.eventTypes : undefined,
  };
}

export function requireId(value: unknown, name: string): asserts value is string {
  if (typeof value !== 'string' || value.length === 0) throw new RangeError(`${name} must be a non-empty string`);
}

export function requireRevision(value: unknown): asserts value is number {
  if (optionalCount(value, 'fromRevision') === undefined) throw new RangeError('fromRevision is required');
}

/** Drops empty filter lists, so "no filter" has one shape. */
export function resolveFilter(filter: LogFilter | undefined): LogFilter | undefined {
  if (!filter) return undefined;
  const eventTypes = filter.eventTypes?.length ? filter.eventTypes : undefined;
  const streamPrefixes = filter.streamPrefixes?.length ? filter.streamPrefixes : undefined;
  if (!eventTypes && !streamPrefixes) return undefined;
  return { eventTypes, streamPrefixes };
}

/** Both lists must match when both are given: a type among `eventTypes` AND a stream under a prefix. */
export function matchesFilter(event: RecordedEvent, filter: LogFilter | undefined): boolean {
  if (!filter) return true;
  if (filter.eventTypes && !filter.eventTypes.includes(event.type)) return false;
  if (filter.streamPrefixes && !filter.streamPrefixes.some((prefix) => event.streamId.startsWith(prefix))) return false;
  return true;
}

function resolveDirection(direction: unknown): ReadDirection {
  if (direction === undefined || direction === 'forwards') return 'forwards';
  if (direction === 'backwards') return 'backwards';
  throw new RangeError(`Read direction must be 'forwards' or 'backwards', not ${String(direction)}`);
}

function optionalCount(value: unknown, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  throw new RangeError(`${name} must be an integer >= 0, not ${String(value)}`);
}
