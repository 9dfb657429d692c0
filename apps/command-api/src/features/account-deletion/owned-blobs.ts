import type { BlobStore } from '@notary/blob-store';
import { isBlobHash } from '@notary/blob-store';
import type { EventStore } from '@notary/event-store';
import type { RecordedEvent } from '@notary/events';
import { EXPENSES } from '@notary/read-models';
import type { ReadModelCatalog } from '@notary/projection-runtime';

/** Every blob hash the owner's events name (receipts, e-mail attachments): any `…Hash` or `…Sha256` field, at any depth. */
export function blobHashesIn(events: RecordedEvent[]): Set<string> {
  const hashes = new Set<string>();
  const visit = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (/(hash|sha256)$/i.test(key) && isBlobHash(value)) hashes.add(value);
    } else if (Array.isArray(value)) {
      value.forEach((item) => visit(item, key));
    } else if (value && typeof value === 'object') {
      for (const [name, inner] of Object.entries(value)) visit(inner, name);
    }
  };
  events.forEach((event) => visit(event.data, ''));
  return hashes;
}

/**
 * The owner's blobs, read from their events before the log forgets them; removed once the log has
 * gone, unless another notary's expense names the same bytes (content-addressed: two notaries who
 * uploaded the same file share one blob).
 */
export class OwnedBlobs {
  private constructor(
    private readonly ownerId: string,
    readonly hashes: Set<string>,
  ) {}

  static async of(eventStore: EventStore, ownerId: string): Promise<OwnedBlobs> {
    return new OwnedBlobs(ownerId, blobHashesIn(await eventStore.readByOwner(ownerId)));
  }

  async remove(blobs: BlobStore, catalog: ReadModelCatalog): Promise<number> {
    let removed = 0;
    for (const hash of this.hashes) {
      const shared = await catalog.collection(EXPENSES).countDocuments({ ReceiptHash: hash, OwnerId: { $ne: this.ownerId } });
      if (shared > 0) continue;
      await blobs.delete(hash);
      removed += 1;
    }
    return removed;
  }
}
