import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlobTooLargeError, FileBlobStore } from '@notary/blob-store';
import { blobStoreContract } from './blob-store.contract';

blobStoreContract('files', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'blobs-'));
  return { store: await FileBlobStore.open(dir), cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
});

describe('FileBlobStore specifics', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'blobs-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes each blob as a private file (0600) named by its hash', async () => {
    const store = await FileBlobStore.open(join(dir, 'receipts'));
    const { hash } = await store.put([Buffer.from('private receipt')], { maxBytes: 100 });
    const file = join(dir, 'receipts', hash.slice(0, 2), hash);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'receipts')).mode & 0o777).toBe(0o700);
  });

  it('removes what a crash left half-written, and leaves no temporary file after a refusal', async () => {
    await FileBlobStore.open(dir);
    writeFileSync(join(dir, 'tmp', 'half-written'), 'partial');
    const store = await FileBlobStore.open(dir);
    expect(readdirSync(join(dir, 'tmp'))).toEqual([]);
    await expect(store.put([Buffer.alloc(50), Buffer.alloc(60)], { maxBytes: 100 })).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(readdirSync(join(dir, 'tmp'))).toEqual([]);
  });
});
