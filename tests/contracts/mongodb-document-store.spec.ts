import { randomUUID } from 'node:crypto';
import { MongoDocumentStore } from '@notary/document-store';
import { documentStoreContract } from './document-store.contract';

const url = process.env.MONGODB_URI;
const describeIfServer = url ? describe : describe.skip;

if (!url) {
  console.info(
    'MongoDB DocumentStore contract suite skipped: MONGODB_URI is not set. To run it:\n' +
      "  docker compose up -d eventstoredb mongodb && EVENTSTORE_CONNECTION_STRING=esdb://localhost:2113?tls=false MONGODB_URI='mongodb://localhost:27017/?replicaSet=rs0&directConnection=true' npx jest tests/contracts",
  );
}

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
