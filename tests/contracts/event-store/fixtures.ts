import { randomUUID } from 'node:crypto';
import type { EventMetadata, NewEvent } from '@notary/events';
import type { EventStore } from '@notary/event-store';

export type EventStoreFactory = () => Promise<{ store: EventStore; cleanup(): Promise<void> }>;

/** A fresh store for each test, from the adapter's factory. */
export function useStore(factory: EventStoreFactory): () => EventStore {
  let current: { store: EventStore; cleanup(): Promise<void> } | undefined;
  beforeEach(async () => {
    current = await factory();
  });
  afterEach(async () => {
    await current?.cleanup();
    current = undefined;
  });
  return () => {
    if (!current) throw new Error('The store is only available inside a test');
    return current.store;
  };
}

/** Names unique to one test, so the suite can share a server with other runs. */
export function uniqueName(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}`;
}

export function metadata(overrides: Partial<EventMetadata> = {}): EventMetadata {
  return {
    ownerId: 'owner-1',
    actorId: 'actor-1',
    correlationId: randomUUID(),
    causationId: randomUUID(),
    commandId: randomUUID(),
    occurredAt: '2024-03-01T10:00:00.000Z',
    schemaVersion: 1,
    ...overrides,
  };
}

export function newEvent(type = 'SigningScheduled', data: unknown = { note: 'x' }): NewEvent {
  return { id: randomUUID(), type, data, metadata: metadata() };
}

export function newEvents(count: number, type = 'SigningScheduled'): NewEvent[] {
  return Array.from({ length: count }, (_, i) => newEvent(type, { index: i }));
}

export async function waitFor(condition: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The error a promise rejects with (fails the test if it resolves). */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the promise to reject, but it resolved');
}
