import { randomUUID } from 'node:crypto';
import { MongoDocumentStore } from '@notary/document-store';
import { documentStoreContract } from './document-store.contract';

const url = process.env.MONGODB_URI;
// Without a server the suite is reported as skipped; tests/support/skipped-servers.reporter.js
// prints the command that runs it.
const describeIfServer = url ? describe : describe.skip;

describeIfServer('MongoDB adapter', () => {
  documentStoreContract('mongodb', async () => {
    // A fresh database per run, dropped afterwards, so runs never see each other's data.
    const store = await MongoDocumentStore.connect(url as string, `contract_${randomUUID().replace(/-/g, '')}`);
    return {
      store,
      cleanup: async () => {
        await store.dropDatabase();
        await store.close();
      },
    };
  });
});
