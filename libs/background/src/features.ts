import type { AppLogger } from '@notary/platform';
import { EmailDeliveryWorker, ReceiptsSweep, RecurringExpenseScheduler, SigningExpensesPolicy, TrialScheduler } from '@notary/policies';
import { EventStoreDbEventStore, EventStoreDbLogIndexer } from '@notary/event-store';
import { readSides } from '@notary/read-models';
import type { BackgroundFeature, BackgroundJob } from './background-work';

/**
 * The one list of what runs in the background, feature by feature. A new feature adds one line:
 * its read side (projections) and any jobs of its own.
 */
export const backgroundFeatures: readonly BackgroundFeature[] = [
  ...readSides,
  {
    name: 'trial-expiry',
    jobs: [({ stores, catalog, clock, logger }) => new TrialScheduler(stores.eventStore, catalog, stores.notifier, clock, logger)],
  },
  {
    name: 'signing-expenses',
    jobs: [({ stores, catalog, clock, logger }) => new SigningExpensesPolicy(stores.eventStore, catalog, stores.notifier, clock, logger)],
  },
  {
    name: 'receipts-sweep',
    jobs: [({ stores, catalog, clock, logger }) => new ReceiptsSweep(stores.blobs, catalog, stores.notifier, clock, logger)],
  },
  {
    name: 'recurring-expenses',
    jobs: [({ stores, catalog, clock, logger }) => new RecurringExpenseScheduler(stores.eventStore, catalog, stores.notifier, clock, logger)],
  },
  {
    name: 'email-delivery',
    jobs: [
      ({ stores, catalog, clock, logger }) => new EmailDeliveryWorker(stores.eventStore, catalog, stores.notifier, stores.blobs, stores.mailer, clock, logger),
    ],
  },
  {
    // EventStoreDB keeps no index by owner or correlation id; this job writes them as link streams
    // (the SQLite log indexes its own columns, so there it has nothing to do).
    name: 'operator-log-index',
    jobs: [
      ({ stores, logger }) =>
        stores.eventStore instanceof EventStoreDbEventStore ? logIndexJob(new EventStoreDbLogIndexer(stores.eventStore, { logger }), logger) : idle,
    ],
  },
];

const idle: BackgroundJob = { start: () => undefined, stop: () => undefined };

function logIndexJob(indexer: EventStoreDbLogIndexer, logger: AppLogger): BackgroundJob {
  return {
    start: () => void indexer.start().catch((error: Error) => logger.error(`The operator log index stopped: ${error.message}`)),
    stop: () => indexer.stop(),
  };
}
