import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { strToU8, Zip, ZipDeflate, ZipPassThrough, type ZipInputFile } from 'fflate';

/** One file of a streamed ZIP. */
export interface ZipEntry {
  name: string;
  /** Text, bytes, or pieces of either as they are made (read page by page, rendered one by one). */
  content: string | Uint8Array | AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>;
  /** Stored as is: receipts and PDFs are compressed already, and deflating them again gains nothing. */
  store?: boolean;
}

/**
 * Bytes pushed into the archive at a time, each push on a turn of its own. Deflating is synchronous
 * (64 KiB of JSON: a few milliseconds); a stored piece only has its checksum computed, so it may be larger.
 */
const PIECE_BYTES = { deflated: 64 * 1024, stored: 256 * 1024 };

/**
 * A ZIP made while it is sent: entries are read, compressed and written one piece at a time, as the
 * client takes them (Readable.from pulls only when the socket has room), with a turn of the event
 * loop between pieces. A download of a notary's hundreds of megabytes of receipts then holds about
 * one receipt in memory, and other notaries' requests are answered meanwhile. Entries are asked for
 * one by one, so a receipt is read only when its turn comes; a client that goes away stops the reading.
 */
export function zipStream(entries: AsyncIterable<ZipEntry>): Readable {
  return Readable.from(zipPieces(entries), { objectMode: false });
}

async function* zipPieces(entries: AsyncIterable<ZipEntry>): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => (error ? (failure = error) : ready.push(chunk)));
  const written = function* () {
    if (failure) throw failure;
    yield* ready.splice(0);
  };
  for await (const entry of entries) {
    const file: ZipInputFile & { push(chunk: Uint8Array, final?: boolean): void } = entry.store
      ? new ZipPassThrough(entry.name)
      : new ZipDeflate(entry.name, { level: 6 });
    zip.add(file);
    for await (const part of piecesOf(entry.content)) {
      const bytes = typeof part === 'string' ? strToU8(part) : part;
      const pieceBytes = entry.store ? PIECE_BYTES.stored : PIECE_BYTES.deflated;
      for (let at = 0; at < bytes.length; at += pieceBytes) {
        file.push(bytes.subarray(at, at + pieceBytes));
        yield* written();
        await nextTurn();
      }
    }
    file.push(new Uint8Array(0), true);
    yield* written();
  }
  zip.end();
  yield* written();
}

async function* piecesOf(content: ZipEntry['content']): AsyncGenerator<string | Uint8Array> {
  if (typeof content === 'string' || content instanceof Uint8Array) yield content;
  else yield* content;
}
