import type { AppendResult } from '../event-store.port';

/** Where an event id already sits in its stream. */
export interface StoredEventRef {
  revision: number;
  position: number;
}

export type RetryVerdict = { kind: 'new' } | { kind: 'retry'; original: AppendResult } | { kind: 'overlap' };

/**
 * Decides what an append means given where its event ids already are in the stream: all new; a
 * retry of an earlier append (every id stored, consecutively, in the same order), answered with that
 * append's result; or an overlap (some stored, or stored differently), which is a conflict.
 */
export function judgeRetriedAppend(found: ReadonlyArray<StoredEventRef | undefined>): RetryVerdict {
  if (!found.some(Boolean)) return { kind: 'new' };
  const first = found[0];
  if (!first) return { kind: 'overlap' };
  for (let i = 1; i < found.length; i += 1) {
    if (found[i]?.revision !== first.revision + i) return { kind: 'overlap' };
  }
  const last = found[found.length - 1] as StoredEventRef;
  return { kind: 'retry', original: { nextExpectedRevision: last.revision, position: last.position } };
}
