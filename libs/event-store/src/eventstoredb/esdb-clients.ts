import type { EventStoreDBClient } from '@eventstore/db-client';

/**
 * The client behind each EventStoreDbEventStore, for the log indexer of the same adapter, which
 * writes link events the port has no call for. Kept here rather than on the class, so the client
 * never becomes part of the adapter's public API.
 */
export const clients = new WeakMap<object, EventStoreDBClient>();
