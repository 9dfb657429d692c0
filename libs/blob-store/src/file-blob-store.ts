import { createHash, randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { BlobTooLargeError, isBlobHash, type BlobStore, type ListedBlob, type StoredBlob } from './blob-store';

/**
 * Blobs as files under one folder (receipts under DATA_DIR): `ab/abcdef…`, named by the SHA-256 of
 * their bytes, mode 0600. A blob is written to tmp/ first, flushed, then renamed into place, so a
 * reader (or a crash) never sees half a file; leftovers in tmp/ are removed on open.
 */
export class FileBlobStore implements BlobStore {
  private constructor(private readonly dir: string) {}

  static async open(dir: string): Promise<FileBlobStore> {
    await fs.mkdir(join(dir, 'tmp'), { recursive: true, mode: 0o700 });
    for (const leftover of await fs.readdir(join(dir, 'tmp'))) await fs.rm(join(dir, 'tmp', leftover), { force: true });
    return new FileBlobStore(dir);
  }

  async put(source: Readable | AsyncIterable<Uint8Array> | Iterable<Uint8Array>, options: { maxBytes: number }): Promise<StoredBlob> {
    const temp = join(this.dir, 'tmp', randomUUID());
    const handle = await fs.open(temp, 'wx', 0o600);
    const hash = createHash('sha256');
    let size = 0;
    let kept = false;
    try {
      for await (const chunk of source) {
        size += chunk.length;
        if (size > options.maxBytes) {
          // Stop reading at once: nothing past the limit is taken in.
          (source as Readable).destroy?.();
          throw new BlobTooLargeError(options.maxBytes);
        }
        hash.update(chunk);
        await handle.write(chunk);
      }
      await handle.sync();
      await handle.close();
      const digest = hash.digest('hex');
      const folder = join(this.dir, digest.slice(0, 2));
      await fs.mkdir(folder, { recursive: true, mode: 0o700 });
      const target = join(folder, digest);
      if (await exists(target)) {
        await fs.rm(temp, { force: true });
        // The same bytes arrived again: they count as stored now, so a sweep's grace period covers
        // the new reference too.
        const now = new Date();
        await fs.utimes(target, now, now);
      } else {
        await fs.rename(temp, target);
        await syncDir(folder);
      }
      kept = true;
      return { hash: digest, size };
    } finally {
      if (!kept) {
        await handle.close().catch(() => undefined);
        await fs.rm(temp, { force: true });
      }
    }
  }

  async get(hash: string): Promise<Buffer | null> {
    if (!isBlobHash(hash)) return null;
    try {
      return await fs.readFile(this.pathOf(hash));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async has(hash: string): Promise<boolean> {
    return isBlobHash(hash) && exists(this.pathOf(hash));
  }

  async delete(hash: string): Promise<void> {
    if (isBlobHash(hash)) await fs.rm(this.pathOf(hash), { force: true });
  }

  async *list(): AsyncIterable<ListedBlob> {
    for (const folder of await fs.readdir(this.dir)) {
      if (!/^[0-9a-f]{2}$/.test(folder)) continue;
      for (const name of await fs.readdir(join(this.dir, folder))) {
        if (!isBlobHash(name)) continue;
        const stat = await fs.stat(join(this.dir, folder, name)).catch(() => null);
        if (stat) yield { hash: name, size: stat.size, storedAt: stat.mtime };
      }
    }
  }

  async close(): Promise<void> {}

  private pathOf(hash: string): string {
    return join(this.dir, hash.slice(0, 2), hash);
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await fs.access(path);
    return true;
  } catch {
    return false;
  }
}

/** The rename is durable once the folder's entry is flushed too. */
async function syncDir(path: string): Promise<void> {
  const handle = await fs.open(path, 'r').catch(() => null);
  if (!handle) return;
  await handle.sync().catch(() => undefined);
  await handle.close();
}
