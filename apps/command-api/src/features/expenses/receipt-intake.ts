import { Inject, Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { BlobTooLargeError, type BlobStore } from '@notary/blob-store';
import { RECEIPT_MAX_BYTES, RECEIPT_MESSAGES, RECEIPT_SNIFF_BYTES, receiptContentType } from '@notary/domain';
import type { ReceiptFile } from '@notary/events';
import { ApiError } from '../../core/http/api-error';
import { BLOB_STORE } from '../../core/tokens';

/** A refused upload closes the connection: the rest of a too-large body is not worth reading. */
const CLOSE = { connection: 'close' };

export const invalidFileType = () => new ApiError(415, { Response: RECEIPT_MESSAGES.invalidType, Code: 'RECEIPT.INVALID_TYPE' });
export const invalidFileSize = () => new ApiError(413, { Response: RECEIPT_MESSAGES.invalidSize, Code: 'RECEIPT.INVALID_SIZE' }, CLOSE);

/**
 * Takes a receipt's bytes as they stream in: the first bytes say what the file is (its magic
 * number; the name and the declared type are not believed), and the blob store refuses the moment
 * the 5 MB limit is passed, so a refused file is never held whole, in memory or on disk.
 */
@Injectable()
export class ReceiptIntake {
  constructor(@Inject(BLOB_STORE) private readonly blobs: BlobStore) {}

  async take(file: Readable, fileName: string): Promise<ReceiptFile> {
    const chunks = file[Symbol.asyncIterator]();
    // Gather the first few bytes (a chunk may be shorter than the signature).
    const head: Buffer[] = [];
    let headLength = 0;
    let ended = false;
    while (headLength < RECEIPT_SNIFF_BYTES) {
      const next = await chunks.next();
      if (next.done) {
        ended = true;
        break;
      }
      head.push(next.value as Buffer);
      headLength += (next.value as Buffer).length;
    }
    const ContentType = receiptContentType(Buffer.concat(head));
    if (!ContentType) {
      file.destroy();
      throw invalidFileType();
    }
    async function* whole() {
      yield* head;
      if (ended) return;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value as Buffer;
    }
    try {
      const stored = await this.blobs.put(whole(), { maxBytes: RECEIPT_MAX_BYTES });
      return { Hash: stored.hash, Size: stored.size, ContentType, FileName: cleanFileName(fileName, ContentType) };
    } catch (error) {
      if (error instanceof BlobTooLargeError) throw invalidFileSize();
      throw error;
    }
  }

  read(hash: string): Promise<Buffer | null> {
    return this.blobs.get(hash);
  }
}

const EXTENSION: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'application/pdf': 'pdf' };

/** The name shown and offered on download: printable, short, and with the extension of what it is. */
export function cleanFileName(name: string, contentType: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 80);
  return `${base || 'receipt'}.${EXTENSION[contentType]}`;
}
