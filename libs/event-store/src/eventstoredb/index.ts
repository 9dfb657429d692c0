export { EventStoreDbEventStore } from './eventstoredb-event-store';
export { IDEMPOTENCY_WINDOW } from './esdb-append';
