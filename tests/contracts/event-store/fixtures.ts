import { randomUUID } from 'node:crypto';
import { schemaVersioning, type EventMetadata, type NewEvent, type Upcast } from '@notary/events';
import type { EventStore } from '@notary/event-store';

export interface OpenedStore {
  store: EventStore;
  cleanup(): Promise<void>;
  /**
   * Resolves once the reads by owner and by correlation include every event appended so far; for
   * adapters whose indexes follow the log (EventStoreDB's indexer). Absent where they never lag.
   */
  indexed?(): Promise<void>;
}

/** Opens a store that reads through `upcast`, as the suite's upcasting cases need. */
export type EventStoreFactory = (settings: { upcast: Upcast }) => Promise<OpenedStore>;

/**
 * The suite's own event type with a changed shape: version 1 stored { Text }, version 2 adds Words.
 * Its name is unique to the run, so a shared server's older events of it cannot interfere.
 */
export const NOTE_WRITTEN = `NoteWritten${randomUUID().slice(0, 8)}`;
export const suiteVersioning = schemaVersioning({
  [NOTE_WRITTEN]: {
    stream: 'note',
    version: 2,
    upcasters: { 1: (data) => ({ ...(data as { Text: string }), Words: (data as { Text: string }).Text.split(' ').length }) },
  },
});

/** A fresh store for each test, from the adapter's factory. */
export function useStore(factory: EventStoreFactory): () => OpenedStore {
  let current: OpenedStore | undefined;
  beforeEach(async () => {
    current = await factory({ upcast: suiteVersioning.upcast });
  });
  afterEach(async () => {
    await current?.cleanup();
    current = undefined;
  });
  return () => {
    if (!current) throw new Error('The store is only available inside a test');
    return current;
  };
}

/** Names unique to one test, so the suite can share a server with other runs. */
/** A stream name no other test uses: the whole UUID, since a test may make thousands of them. */
export function uniqueName(label: string): string {
  return `${label}-${randomUUID()}`;
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

export function newEvent(type = 'SigningScheduled', data: unknown = { note: 'x' }, metadataOverrides: Partial<EventMetadata> = {}): NewEvent {
  return { id: randomUUID(), type, data, metadata: metadata(metadataOverrides) };
}

export function newEvents(count: number, type = 'SigningScheduled'): NewEvent[] {
  return Array.from({ length: count }, (_, i) => newEvent(type, { index: i }));
}

export async function waitFor(condition: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
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
