export { EventStoreDbEventStore } from './eventstoredb-event-store';
export { EventStoreDbLogIndexer, LOG_INDEX_CHECKPOINT_STREAM, type LogIndexerOptions } from './esdb-log-indexer';
export { correlationIndexStream, ownerIndexStream } from './esdb-log-index';
export { IDEMPOTENCY_WINDOW } from './esdb-append';
