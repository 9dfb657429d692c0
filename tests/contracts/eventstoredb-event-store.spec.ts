import { EventStoreDbEventStore } from '@notary/event-store';
import { eventStoreContract } from './event-store.contract';

const url = process.env.EVENTSTORE_CONNECTION_STRING;
// Without a server the suite is reported as skipped; tests/support/skipped-servers.reporter.js
// prints the command that runs it.
const describeIfServer = url ? describe : describe.skip;

describeIfServer('EventStoreDB adapter', () => {
  eventStoreContract('EventStoreDB', async () => {
    const store = await EventStoreDbEventStore.connect(url as string);
    return { store, cleanup: () => store.close() };
  });
});
