import type { AppLogger } from '@notary/platform';
import {
  CalendarSyncWorker,
  EmailDeliveryWorker,
  GoogleCalendarClient,
  GoogleCalendarTokens,
  ReceiptsSweep,
  RecurringExpenseScheduler,
  SigningExpensesPolicy,
  SubscriptionRenewalScheduler,
  TrialScheduler,
} from '@notary/policies';
import { EventStoreDbEventStore, EventStoreDbLogIndexer } from '@notary/event-store';
import { readSides } from '@notary/read-models';
import type { BackgroundFeature, BackgroundJob } from './background-work';
import { UnconfiguredMailer } from '@notary/mailer';

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
    // Receipts go through the outbox only when there is a mail server to send them.
    name: 'subscription-renewal',
    jobs: [
      ({ stores, catalog, clock, logger }) =>
        new SubscriptionRenewalScheduler(stores.eventStore, catalog, stores.notifier, stores.payments, clock, logger, {
          sendReceipts: !(stores.mailer instanceof UnconfiguredMailer),
        }),
    ],
  },
  {
    name: 'email-delivery',
    jobs: [
      ({ stores, catalog, clock, logger }) => new EmailDeliveryWorker(stores.eventStore, catalog, stores.notifier, stores.blobs, stores.mailer, clock, logger),
    ],
  },
  {
    name: 'google-calendar',
    jobs: [
      ({ stores, catalog, clock, logger, config }) =>
        config?.googleCalendar
          ? new CalendarSyncWorker(
              stores.eventStore,
              catalog,
              stores.notifier,
              new GoogleCalendarClient(config.googleCalendar, new GoogleCalendarTokens(stores.sessions)),
              clock,
              logger,
            )
          : idle,
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
