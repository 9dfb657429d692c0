import { appendContract } from './event-store/append.contract';
import { concurrencyContract } from './event-store/concurrency.contract';
import { useStore, type EventStoreFactory } from './event-store/fixtures';
import { idempotencyContract } from './event-store/idempotency.contract';
import { operatorReadsContract } from './event-store/operator-reads.contract';
import { readContract } from './event-store/read.contract';
import { subscriptionContract } from './event-store/subscription.contract';
import { upcastingContract } from './event-store/upcasting.contract';

/**
 * The EventStore port's contract, run against every adapter. Each test gets a store from `factory`
 * and uses stream names, prefixes and event types unique to it, so the suite can also run against
 * a shared server that holds other data. The factory opens the store with the upcast it is given
 * (the suite's own event type with two schema versions), as every adapter must read through one.
 */
export function eventStoreContract(adapterName: string, factory: EventStoreFactory): void {
  describe(`EventStore contract: ${adapterName}`, () => {
    const opened = useStore(factory);
    const store = () => opened().store;
    describe('appending', () => appendContract(store));
    describe('idempotency by event id', () => idempotencyContract(store));
    describe('reading', () => readContract(store));
    describe('subscribing to the log', () => subscriptionContract(store));
    describe('concurrency', () => concurrencyContract(store));
    describe('reading by owner and by correlation id', () => operatorReadsContract(opened));
    describe('upcasting old schema versions on read', () => upcastingContract(opened));
  });
}
