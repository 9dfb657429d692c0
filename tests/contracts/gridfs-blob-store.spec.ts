import { randomUUID } from 'node:crypto';
import { GridFsBlobStore } from '@notary/blob-store';
import { blobStoreContract } from './blob-store.contract';

const url = process.env.MONGODB_URI;
// Without a server the suite is reported as skipped, like the other MongoDB suite.
const describeIfServer = url ? describe : describe.skip;

describeIfServer('GridFS adapter', () => {
  blobStoreContract('gridfs', async () => {
    // A fresh database per run, dropped afterwards.
    const store = await GridFsBlobStore.connect(url as string, `blobs_${randomUUID().replace(/-/g, '')}`);
    return {
      store,
      cleanup: async () => {
        await store.dropDatabase();
        await store.close();
      },
    };
  });
});
