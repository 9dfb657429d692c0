import { EventStoreDbEventStore } from '@notary/event-store';
import { eventStoreContract } from './event-store.contract';

const url = process.env.EVENTSTORE_CONNECTION_STRING;
if (!url) {
  console.info(
    'EventStoreDB contract suite skipped: EVENTSTORE_CONNECTION_STRING is not set. Run it with:\n' +
      "docker compose up -d eventstoredb mongodb && EVENTSTORE_CONNECTION_STRING=esdb://localhost:2113?tls=false MONGODB_URI='mongodb://localhost:27017/?replicaSet=rs0&directConnection=true' npx jest tests/contracts",
  );
}
const describeIfServer = url ? describe : describe.skip;

describeIfServer('EventStoreDB adapter', () => {
  eventStoreContract('EventStoreDB', async () => {
    const store = await EventStoreDbEventStore.connect(url as string);
    return { store, cleanup: () => store.close() };
  });
});
