import { StreamNotFoundError, type EventStoreDBClient } from '@eventstore/db-client';
import type { ErasedOwner } from '../event-store.port';
import { toStoreError } from './esdb-mapping';
import { ownerIndexStream } from './esdb-log-index';

const PAGE = 500;

/**
 * Erasure on EventStoreDB (docs/ERASURE.md). The owner's streams are named by the owner's link
 * stream (`index-owner-{ownerId}`, whose links carry "{revision}@{streamId}" and need not resolve);
 * each is deleted, then the link stream itself.
 *
 * Soft delete, not tombstone: a tombstoned stream can never be written again, and the e-mail claim
 * stream (`user-email-{email}`) must be claimable afresh by a new registration. A soft-deleted
 * stream reads as not found at once; its events leave the chunk files at the next scavenge, which
 * the erasure cannot run itself (an operator's `POST /admin/scavenge`, scheduled nightly; see the
 * document). The link streams pointing at them (correlation indexes) hold only ids and positions,
 * and their links no longer resolve.
 *
 * The indexer follows the log a moment behind: an event of the owner written in the last moment
 * before the erasure may not be linked yet. The erasure record is appended first and the command
 * side stops taking the owner's commands (their sessions are ended) before this runs, so the
 * caller waits for the indexer to pass the erasure record (`lastLinkedPosition` of the owner's
 * index is then final) before calling it.
 */
export async function eraseOwnerFromEventStoreDb(client: EventStoreDBClient, ownerId: string): Promise<ErasedOwner> {
  const indexStream = ownerIndexStream(ownerId);
  const streams = new Set<string>();
  try {
    let revision = 0n;
    for (;;) {
      let received = 0;
      for await (const resolved of client.readStream(indexStream, { fromRevision: revision, maxCount: PAGE, resolveLinkTos: false })) {
        received += 1;
        const link = resolved.event;
        if (!link) continue;
        revision = link.revision + 1n;
        const target = new TextDecoder().decode(link.data as Uint8Array);
        const at = target.indexOf('@');
        if (at > 0) streams.add(target.slice(at + 1));
      }
      if (received < PAGE) break;
    }
  } catch (error) {
    if (!(error instanceof StreamNotFoundError)) throw toStoreError(error, indexStream);
  }
  for (const streamId of [...streams, indexStream]) {
    try {
      await client.deleteStream(streamId);
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw toStoreError(error, streamId);
    }
  }
  return { streams: [...streams], events: streams.size };
}
