import type { EventStore, LogFilter } from '@notary/event-store';
import type { RecordedEvent } from '@notary/events';
import { newEvent, newEvents, sleep, uniqueName, waitFor } from './fixtures';

/** Records what a subscription delivers. */
function recorder() {
  const state = { events: [] as RecordedEvent[], batches: 0, caughtUp: [] as number[], dropped: [] as Error[] };
  return {
    state,
    handlers: {
      onEvents: async (events: RecordedEvent[]) => {
        state.batches += 1;
        state.events.push(...events);
      },
      onCaughtUp: (position: number) => void state.caughtUp.push(position),
      onDropped: (error: Error) => void state.dropped.push(error),
    },
  };
}

export function subscriptionContract(store: () => EventStore): void {
  it('catches up, says so once, follows live appends in order, and stops on unsubscribe', async () => {
    const prefix = uniqueName('sub') + '-';
    const from = await store().headPosition();
    const before = newEvents(3);
    await store().appendToStream(`${prefix}1`, before, { expectedRevision: 'no_stream' });
    const { state, handlers } = recorder();
    const subscription = store().subscribeToAll({ fromPosition: from, filter: { streamPrefixes: [prefix] }, ...handlers });
    await waitFor(() => state.caughtUp.length === 1 && state.events.length === 3, 'catch-up');
    expect(state.caughtUp[0]).toBeGreaterThanOrEqual(state.events[2].position);

    const after = [newEvent(), newEvent()];
    await store().appendToStream(`${prefix}2`, [after[0]], { expectedRevision: 'no_stream' });
    await store().appendToStream(`${prefix}1`, [after[1]], { expectedRevision: 2 });
    await waitFor(() => state.events.length === 5, 'live events');
    expect(state.events.map((e) => e.id)).toEqual([...before, ...after].map((e) => e.id));
    expect(state.events.every((e, i) => i === 0 || e.position > state.events[i - 1].position)).toBe(true);

    await subscription.unsubscribe();
    await store().appendToStream(`${prefix}1`, [newEvent()], { expectedRevision: 3 });
    await sleep(600);
    expect(state.events).toHaveLength(5);
    expect(state.caughtUp).toHaveLength(1);
    expect(state.dropped).toEqual([]);
  });

  it('delivers only what the filter selects, from a position (exclusive)', async () => {
    const type = uniqueName('Kept');
    const stream = uniqueName('signing');
    const first = await store().appendToStream(stream, [newEvent(type)], { expectedRevision: 'no_stream' });
    await store().appendToStream(stream, [newEvent('Other'), newEvent(type)], { expectedRevision: 0 });
    const filter: LogFilter = { eventTypes: [type] };
    const { state, handlers } = recorder();
    const subscription = store().subscribeToAll({ fromPosition: first.position, filter, ...handlers });
    await waitFor(() => state.caughtUp.length === 1, 'catch-up');
    await store().appendToStream(stream, [newEvent('Other'), newEvent(type)], { expectedRevision: 2 });
    await waitFor(() => state.events.length === 2, 'live event');
    await subscription.unsubscribe();
    expect(state.events.map((e) => [e.type, e.revision])).toEqual([
      [type, 2],
      [type, 4],
    ]);
  });

  it('waits for each onEvents before delivering more', async () => {
    const prefix = uniqueName('slow') + '-';
    const from = await store().headPosition();
    let running = 0;
    let overlapped = false;
    const received: RecordedEvent[] = [];
    const subscription = store().subscribeToAll({
      fromPosition: from,
      filter: { streamPrefixes: [prefix] },
      onEvents: async (events) => {
        running += 1;
        overlapped ||= running > 1;
        await sleep(30);
        received.push(...events);
        running -= 1;
      },
    });
    for (let i = 0; i < 10; i += 1) await store().appendToStream(`${prefix}${i}`, [newEvent()], { expectedRevision: 'no_stream' });
    await waitFor(() => received.length === 10, 'all events');
    await subscription.unsubscribe();
    expect(overlapped).toBe(false);
    expect(received.every((e, i) => i === 0 || e.position > received[i - 1].position)).toBe(true);
  });

  it('stops and reports through onDropped when onEvents throws', async () => {
    const prefix = uniqueName('failing') + '-';
    const from = await store().headPosition();
    const failure = new Error('projection cannot apply this event');
    const dropped: Error[] = [];
    let calls = 0;
    store().subscribeToAll({
      fromPosition: from,
      filter: { streamPrefixes: [prefix] },
      onEvents: async () => {
        calls += 1;
        throw failure;
      },
      onDropped: (error) => void dropped.push(error),
    });
    await store().appendToStream(`${prefix}1`, [newEvent()], { expectedRevision: 'no_stream' });
    await waitFor(() => dropped.length === 1, 'onDropped');
    await store().appendToStream(`${prefix}2`, [newEvent()], { expectedRevision: 'no_stream' });
    await sleep(600);
    expect(dropped).toEqual([failure]);
    expect(calls).toBe(1);
  });
}
