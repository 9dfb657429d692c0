import { EventStoreDbEventStore, EventStoreDbLogIndexer } from '@notary/event-store';
import { eventStoreContract } from './event-store.contract';

const url = process.env.EVENTSTORE_CONNECTION_STRING;
// Without a server the suite is reported as skipped; tests/support/skipped-servers.reporter.js
// prints the command that runs it.
const describeIfServer = url ? describe : describe.skip;

describeIfServer('EventStoreDB adapter', () => {
  // The reads by owner and by correlation come from link streams the log indexer writes as it
  // follows the log (in production, in the projector process): each test runs one beside its store.
  eventStoreContract('EventStoreDB', async ({ upcast }) => {
    const store = await EventStoreDbEventStore.connect(url as string, { upcast });
    const indexer = new EventStoreDbLogIndexer(store, { logger: { log: () => undefined, warn: () => undefined } });
    await indexer.start();
    return {
      store,
      indexed: async () => {
        const head = await store.headPosition();
        if (!(await indexer.waitFor(head, 20_000))) throw new Error(`The log indexer did not reach ${head} (at ${indexer.position})`);
      },
      cleanup: async () => {
        await indexer.stop();
        await store.close();
      },
    };
  });
});
