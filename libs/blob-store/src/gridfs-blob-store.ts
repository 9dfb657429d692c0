import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { GridFSBucket, MongoClient, type Db } from 'mongodb';
import { BlobTooLargeError, isBlobHash, type BlobStore, type ListedBlob, type StoredBlob } from './blob-store';

/**
 * Blobs in MongoDB GridFS (the distributed mode), one file per blob named by its SHA-256. A blob
 * is uploaded under a temporary name and renamed to its hash once complete, so a reader looking it
 * up by hash only ever finds it whole; an upload refused for its size is aborted (its chunks go).
 */
export class GridFsBlobStore implements BlobStore {
  private readonly bucket: GridFSBucket;

  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
    bucketName: string,
  ) {
    this.bucket = new GridFSBucket(db, { bucketName });
  }

  static async connect(uri: string, databaseName: string, bucketName = 'receipts'): Promise<GridFsBlobStore> {
    const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5000 });
    await client.connect();
    return new GridFsBlobStore(client, client.db(databaseName), bucketName);
  }

  async put(source: Readable | AsyncIterable<Uint8Array> | Iterable<Uint8Array>, options: { maxBytes: number }): Promise<StoredBlob> {
    const upload = this.bucket.openUploadStream(`incoming-${randomUUID()}`);
    // The upload can fail while the source is being read (its index check, a lost server): without a
    // listener that 'error' event would be thrown out of the event loop and take the process down.
    let failure: unknown;
    upload.on('error', (error) => {
      failure ??= error;
    });
    const hash = createHash('sha256');
    let size = 0;
    try {
      for await (const chunk of source) {
        size += chunk.length;
        if (size > options.maxBytes) {
          // Stop reading at once: nothing past the limit is taken in.
          (source as Readable).destroy?.();
          throw new BlobTooLargeError(options.maxBytes);
        }
        if (failure) throw failure;
        hash.update(chunk);
        // once() rejects if the upload fails while we wait for it to drain.
        if (!upload.write(chunk)) await once(upload, 'drain');
      }
      if (failure) throw failure;
      upload.end();
      // Resolves once the files document is written; rejects if the upload failed or was cut short.
      await finished(upload);
    } catch (error) {
      await upload.abort().catch(() => undefined);
      throw error;
    }
    const digest = hash.digest('hex');
    // The new copy takes the name first, then older copies go: a reader always finds one, and the
    // blob's upload date is now (a sweep's grace period covers the new reference too).
    const older = await this.bucket.find({ filename: digest }).toArray();
    await this.bucket.rename(upload.id, digest);
    for (const file of older) await this.bucket.delete(file._id);
    return { hash: digest, size };
  }

  async get(hash: string): Promise<Buffer | null> {
    if (!isBlobHash(hash)) return null;
    const [file] = await this.bucket.find({ filename: hash }, { limit: 1 }).toArray();
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of this.bucket.openDownloadStream(file._id)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async has(hash: string): Promise<boolean> {
    return isBlobHash(hash) && (await this.bucket.find({ filename: hash }, { limit: 1 }).toArray()).length > 0;
  }

  async delete(hash: string): Promise<void> {
    if (!isBlobHash(hash)) return;
    for (const file of await this.bucket.find({ filename: hash }).toArray()) await this.bucket.delete(file._id);
  }

  async *list(): AsyncIterable<ListedBlob> {
    for await (const file of this.bucket.find({})) {
      if (isBlobHash(file.filename)) yield { hash: file.filename, size: file.length, storedAt: file.uploadDate };
    }
  }

  /** Tests use a database of their own and drop it afterwards. */
  async dropDatabase(): Promise<void> {
    await this.db.dropDatabase();
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
