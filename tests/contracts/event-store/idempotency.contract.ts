import { WrongExpectedRevisionError, type EventStore } from '@notary/event-store';
import { newEvent, newEvents, rejectionOf, uniqueName } from './fixtures';

export function idempotencyContract(store: () => EventStore): void {
  it('answers a re-append of the same event ids with the original result and adds nothing, even with a stale expected revision', async () => {
    const stream = uniqueName('signing');
    const first = newEvents(2);
    const original = await store().appendToStream(stream, first, { expectedRevision: 'no_stream' });
    await store().appendToStream(stream, [newEvent()], { expectedRevision: 1 });
    for (const expectedRevision of ['no_stream', 0, 'any', 'stream_exists'] as const) {
      expect(await store().appendToStream(stream, first, { expectedRevision })).toEqual(original);
    }
    const read = await store().readStream(stream);
    expect(read.map((e) => e.id)).toEqual([first[0].id, first[1].id, read[2].id]);
  });

  it('answers a retry that would otherwise pass the expected-revision check, without writing again', async () => {
    const stream = uniqueName('signing');
    const event = newEvent();
    const original = await store().appendToStream(stream, [event], { expectedRevision: 'no_stream' });
    expect(await store().appendToStream(stream, [event], { expectedRevision: 0 })).toEqual(original);
    expect(await store().readStream(stream)).toHaveLength(1);
  });

  it('writes one copy when the same append is sent twice at once', async () => {
    const stream = uniqueName('signing');
    const events = newEvents(2);
    const [a, b] = await Promise.all([
      store().appendToStream(stream, events, { expectedRevision: 'no_stream' }),
      store().appendToStream(stream, events, { expectedRevision: 'no_stream' }),
    ]);
    expect(a).toEqual(b);
    expect(await store().readStream(stream)).toHaveLength(2);
  });

  it('refuses a partial overlap of already-stored and new event ids as a conflict', async () => {
    const stream = uniqueName('signing');
    const stored = newEvents(2);
    await store().appendToStream(stream, stored, { expectedRevision: 'no_stream' });
    const overlaps = [
      [stored[1], newEvent()],
      [newEvent(), stored[0]],
      [stored[1], stored[0]],
    ];
    for (const events of overlaps) {
      const error = await rejectionOf(store().appendToStream(stream, events, { expectedRevision: 'any' }));
      expect(error).toBeInstanceOf(WrongExpectedRevisionError);
      expect(error).toMatchObject({ actual: 1 });
    }
    expect((await store().readStream(stream)).map((e) => e.id)).toEqual(stored.map((e) => e.id));
  });

  it('treats the same event id in another stream as a different event', async () => {
    const event = newEvent();
    await store().appendToStream(uniqueName('a'), [event], { expectedRevision: 'no_stream' });
    const other = uniqueName('b');
    await store().appendToStream(other, [event], { expectedRevision: 'no_stream' });
    expect(await store().readStream(other)).toHaveLength(1);
  });
}
