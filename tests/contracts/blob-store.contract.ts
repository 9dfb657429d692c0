import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { BlobTooLargeError, type BlobStore } from '@notary/blob-store';

export interface OpenedBlobStore {
  store: BlobStore;
  cleanup(): Promise<void>;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function* chunksOf(bytes: Buffer, size: number) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function listed(store: BlobStore) {
  const blobs = [];
  for await (const blob of store.list()) blobs.push(blob);
  return blobs;
}

/** What every BlobStore adapter must do: the same tests run against the files and GridFS. */
export function blobStoreContract(name: string, open: () => Promise<OpenedBlobStore>): void {
  describe(`BlobStore contract: ${name}`, () => {
    let opened: OpenedBlobStore;
    let store: BlobStore;
    beforeEach(async () => {
      opened = await open();
      store = opened.store;
    });
    afterEach(() => opened.cleanup());

    it('keeps bytes by their SHA-256 and gives the same bytes back', async () => {
      const bytes = Buffer.from('a receipt from the office supply store');
      const stored = await store.put(chunksOf(bytes, 7), { maxBytes: 1000 });
      expect(stored).toEqual({ hash: sha256(bytes), size: bytes.length });
      expect((await store.get(stored.hash))?.equals(bytes)).toBe(true);
      expect(await store.has(stored.hash)).toBe(true);
    });

    it('keeps the same bytes once, from a Node stream or an async iterable', async () => {
      const bytes = Buffer.alloc(300_000, 7);
      const first = await store.put(Readable.from([bytes.subarray(0, 100_000), bytes.subarray(100_000)]), { maxBytes: 1_000_000 });
      const second = await store.put(chunksOf(bytes, 65_536), { maxBytes: 1_000_000 });
      expect(second.hash).toBe(first.hash);
      const blobs = await listed(store);
      expect(blobs).toHaveLength(1);
      expect(blobs[0]).toMatchObject({ hash: first.hash, size: 300_000 });
      expect(Number.isFinite(blobs[0].storedAt.getTime())).toBe(true);
    });

    it('accepts exactly the limit and an empty file', async () => {
      expect((await store.put(chunksOf(Buffer.alloc(1000, 1), 300), { maxBytes: 1000 })).size).toBe(1000);
      const empty = await store.put(chunksOf(Buffer.alloc(0), 1), { maxBytes: 1000 });
      expect(empty).toEqual({ hash: sha256(Buffer.alloc(0)), size: 0 });
      expect((await store.get(empty.hash))?.length).toBe(0);
    });

    it('refuses past the limit while the bytes stream in, and keeps nothing of them', async () => {
      let pulled = 0;
      async function* huge() {
        for (let chunk = 0; chunk < 800; chunk++) {
          pulled++;
          yield Buffer.alloc(65_536, 3);
        }
      }
      const limit = 5 * 65_536;
      await expect(store.put(huge(), { maxBytes: limit })).rejects.toBeInstanceOf(BlobTooLargeError);
      // It stopped pulling as soon as the limit was passed, not after the 50 MB.
      expect(pulled).toBeLessThan(limit / 65_536 + 3);
      expect(await listed(store)).toEqual([]);
    });

    it('lists every blob with its size and when it was stored', async () => {
      const before = Date.now();
      const contents = [Buffer.from('first receipt'), Buffer.from('second, longer receipt'), Buffer.alloc(70_000, 9)];
      // A plain array of chunks is a source too (the Iterable<Uint8Array> of the port).
      for (const bytes of contents) await store.put([bytes], { maxBytes: 100_000 });
      const blobs = await listed(store);
      expect(blobs.map(({ hash, size }) => ({ hash, size })).sort((a, b) => a.hash.localeCompare(b.hash))).toEqual(
        contents.map((bytes) => ({ hash: sha256(bytes), size: bytes.length })).sort((a, b) => a.hash.localeCompare(b.hash)),
      );
      for (const blob of blobs) {
        // Not toBeInstanceOf(Date): a Date made by Node itself (fs.Stats) belongs to another realm than jest's.
        expect(Object.prototype.toString.call(blob.storedAt)).toBe('[object Date]');
        // A coarse clock (file systems, MongoDB's milliseconds) may put it a little before the test began.
        expect(blob.storedAt.getTime()).toBeGreaterThan(before - 5_000);
        expect(blob.storedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
      }
    });

    it('answers nothing for an unknown or malformed hash, and deletes (twice) without error', async () => {
      for (const hash of ['0'.repeat(64), '../etc/passwd', 'ABC', '', 'A'.repeat(64)]) {
        expect(await store.get(hash)).toBeNull();
        expect(await store.has(hash)).toBe(false);
      }
      const stored = await store.put(chunksOf(Buffer.from('to be deleted'), 4), { maxBytes: 100 });
      await store.delete(stored.hash);
      await store.delete(stored.hash);
      await store.delete('../etc/passwd');
      expect(await store.get(stored.hash)).toBeNull();
      expect(await listed(store)).toEqual([]);
    });
  });
}
