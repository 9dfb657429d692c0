import type { EventStore } from '@notary/event-store';
import { appendContract } from './event-store/append.contract';
import { concurrencyContract } from './event-store/concurrency.contract';
import { useStore } from './event-store/fixtures';
import { idempotencyContract } from './event-store/idempotency.contract';
import { readContract } from './event-store/read.contract';
import { subscriptionContract } from './event-store/subscription.contract';

/**
 * The EventStore port's contract, run against every adapter. Each test gets a store from `factory`
 * and uses stream names, prefixes and event types unique to it, so the suite can also run against
 * a shared server that holds other data.
 */
export function eventStoreContract(
  adapterName: string,
  factory: () => Promise<{ store: EventStore; cleanup(): Promise<void> }>,
): void {
  describe(`EventStore contract: ${adapterName}`, () => {
    const store = useStore(factory);
    describe('appending', () => appendContract(store));
    describe('idempotency by event id', () => idempotencyContract(store));
    describe('reading', () => readContract(store));
    describe('subscribing to the log', () => subscriptionContract(store));
    describe('concurrency', () => concurrencyContract(store));
  });
}
