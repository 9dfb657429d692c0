import type { Readable } from 'node:stream';

/** What a stored blob is known by: the SHA-256 of its bytes (hex), and its size. */
export interface StoredBlob {
  hash: string;
  size: number;
}

export interface ListedBlob extends StoredBlob {
  /** When the bytes were written (a sweep leaves young blobs alone: their event may not be projected yet). */
  storedAt: Date;
}

/** Raised while the bytes stream in, as soon as they pass the limit: nothing of them is kept. */
export class BlobTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
    this.name = 'BlobTooLargeError';
  }
}

/**
 * The BlobStore port: bytes kept by their content (receipts). Content-addressed, so the same
 * bytes stored twice are kept once and an event can name them by hash; whether a blob is still
 * needed is for the caller to say (the receipts sweep deletes what no expense references).
 */
export interface BlobStore {
  /**
   * Streams the bytes in, hashing as they come; refuses with BlobTooLargeError the moment more than
   * `maxBytes` arrive, leaving nothing behind. A reader sees a blob whole or not at all.
   */
  put(source: Readable | AsyncIterable<Uint8Array> | Iterable<Uint8Array>, options: { maxBytes: number }): Promise<StoredBlob>;
  /** The bytes, or null when no blob has that hash. */
  get(hash: string): Promise<Buffer | null>;
  has(hash: string): Promise<boolean>;
  /** Removes the blob; removing one that is not there is not an error. */
  delete(hash: string): Promise<void>;
  /** Every blob held, for sweeps. */
  list(): AsyncIterable<ListedBlob>;
  close(): Promise<void>;
}

/** A SHA-256 in hex: the only shape a blob's name may have (nothing else reaches a path or a query). */
export const isBlobHash = (hash: string) => /^[0-9a-f]{64}$/.test(hash);
