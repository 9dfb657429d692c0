import {
  EventTooLargeError,
  InvalidAppendError,
  MAX_EVENT_BYTES,
  WrongExpectedRevisionError,
  type EventStore,
  type ExpectedRevision,
} from '@notary/event-store';
import type { NewEvent } from '@notary/events';
import { newEvent, newEvents, rejectionOf, uniqueName } from './fixtures';

export function appendContract(store: () => EventStore): void {
  it('round-trips events with their data and metadata', async () => {
    const stream = uniqueName('signing');
    const events = [newEvent('SigningScheduled', { when: '2024-03-02', fee: 125.5 }), newEvent('SigningConfirmed', { by: 'phone' })];
    const result = await store().appendToStream(stream, events, { expectedRevision: 'no_stream' });
    const read = await store().readStream(stream);
    expect(read.map(({ id, type, data, metadata }) => ({ id, type, data, metadata }))).toEqual(events);
    expect(read.map((e) => [e.streamId, e.revision])).toEqual([
      [stream, 0],
      [stream, 1],
    ]);
    expect(result).toEqual({ nextExpectedRevision: 1, position: read[1].position });
    expect(read[1].position).toBeGreaterThan(read[0].position);
    expect(new Date(read[0].recordedAt).toISOString()).toBe(read[0].recordedAt);
  });

  it('numbers revisions from 0 without gaps across appends', async () => {
    const stream = uniqueName('signing');
    let expected: number | 'no_stream' = 'no_stream';
    for (const count of [1, 2, 3]) {
      expected = (await store().appendToStream(stream, newEvents(count), { expectedRevision: expected })).nextExpectedRevision;
    }
    expect((await store().readStream(stream)).map((e) => e.revision)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(expected).toBe(5);
  });

  it('gives strictly increasing positions across streams', async () => {
    const [a, b] = [uniqueName('a'), uniqueName('b')];
    const positions: number[] = [];
    for (const stream of [a, b, a, b, a]) {
      positions.push((await store().appendToStream(stream, [newEvent()], { expectedRevision: 'any' })).position);
    }
    expect([...positions].sort((x, y) => x - y)).toEqual(positions);
    expect(new Set(positions).size).toBe(positions.length);
  });

  it('accepts each expected-revision form when it holds', async () => {
    const stream = uniqueName('signing');
    const append = (expectedRevision: ExpectedRevision) => store().appendToStream(stream, [newEvent()], { expectedRevision });
    expect((await append('no_stream')).nextExpectedRevision).toBe(0);
    expect((await append(0)).nextExpectedRevision).toBe(1);
    expect((await append('stream_exists')).nextExpectedRevision).toBe(2);
    expect((await append('any')).nextExpectedRevision).toBe(3);
    const other = uniqueName('signing');
    expect((await store().appendToStream(other, [newEvent()], { expectedRevision: 'any' })).nextExpectedRevision).toBe(0);
  });

  it('refuses each expected-revision form when it does not hold, with the actual revision', async () => {
    const stream = uniqueName('signing');
    await store().appendToStream(stream, newEvents(2), { expectedRevision: 'no_stream' });
    const missing = uniqueName('missing');
    const cases: Array<[string, ExpectedRevision, number]> = [
      [stream, 'no_stream', 1],
      [stream, 0, 1],
      [stream, 2, 1],
      [missing, 0, -1],
      [missing, 'stream_exists', -1],
    ];
    for (const [streamId, expectedRevision, actual] of cases) {
      const error = await rejectionOf(store().appendToStream(streamId, [newEvent()], { expectedRevision }));
      expect(error).toBeInstanceOf(WrongExpectedRevisionError);
      expect(error).toMatchObject({ streamId, expected: expectedRevision, actual });
    }
    expect(await store().readStream(stream)).toHaveLength(2);
    expect(await store().readStream(missing)).toEqual([]);
  });

  it('refuses malformed expected revisions with InvalidAppendError and writes nothing', async () => {
    const stream = uniqueName('signing');
    for (const expectedRevision of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 'latest', null, undefined, '0']) {
      const error = await rejectionOf(store().appendToStream(stream, [newEvent()], { expectedRevision } as never));
      expect(error).toBeInstanceOf(InvalidAppendError);
    }
    expect(await store().readStream(stream)).toEqual([]);
  });

  it('refuses malformed appends with InvalidAppendError', async () => {
    const stream = uniqueName('signing');
    const twice = newEvent();
    const without = (field: string): NewEvent => {
      const event = newEvent();
      delete (event.metadata as unknown as Record<string, unknown>)[field];
      return event;
    };
    const malformed: NewEvent[][] = [
      [],
      [twice, twice],
      [{ ...newEvent(), id: 'not-a-uuid' }],
      [{ ...newEvent(), metadata: { ...newEvent().metadata, schemaVersion: 1.5 } }],
      [{ ...newEvent(), metadata: { ...newEvent().metadata, occurredAt: 'yesterday' } }],
      ...['ownerId', 'actorId', 'correlationId', 'causationId', 'commandId', 'occurredAt', 'schemaVersion'].map((f) => [without(f)]),
    ];
    for (const events of malformed) {
      expect(await rejectionOf(store().appendToStream(stream, events, { expectedRevision: 'any' }))).toBeInstanceOf(InvalidAppendError);
    }
    expect(await store().readStream(stream)).toEqual([]);
  });

  it('refuses an event over 1 MB with EventTooLargeError and writes nothing of that append', async () => {
    const stream = uniqueName('signing');
    const huge = newEvent('DocumentAttached', { blob: 'x'.repeat(MAX_EVENT_BYTES) });
    const error = await rejectionOf(store().appendToStream(stream, [newEvent(), huge], { expectedRevision: 'no_stream' }));
    expect(error).toBeInstanceOf(EventTooLargeError);
    expect(error).toMatchObject({ eventType: 'DocumentAttached', limit: MAX_EVENT_BYTES });
    expect(await store().readStream(stream)).toEqual([]);
  });
}
