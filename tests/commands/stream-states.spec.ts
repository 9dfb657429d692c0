import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@notary/events';
import { SqliteEventStore, type EventStore } from '@notary/event-store';
import type { Decider } from '@notary/domain';
import { handleCommand, StreamStates, type CommandContext } from '@notary/infrastructure';

/** A stream that counts: the smallest decider whose state shows every event folded in, in order. */
type Tallied = DomainEvent<'Tallied', { By: number }>;
interface Tally {
  total: number;
  steps: number[];
}
const tally: Decider<{ add: number }, Tally, Tallied> = {
  initialState: () => ({ total: 0, steps: [] }),
  evolve: (state, event) => ({ total: state.total + event.data.By, steps: [...state.steps, event.data.By] }),
  decide: (command) => [{ type: 'Tallied', data: { By: command.add } }],
};

const owner = '0b8f6a4e-2f43-4a5e-9d4b-8c1e6f0a1b2c';
const context = (commandId: string = randomUUID()): CommandContext => ({
  ownerId: owner,
  actorId: owner,
  commandId,
  correlationId: commandId,
  causationId: commandId,
  now: new Date('2026-12-02T10:00:00.000Z'),
});

/** The event store, counting the events each read of a stream handed back (`positions`: without their data). */
function counted(store: EventStore) {
  const reads: Array<{ streamId: string; fromRevision: number; events?: number; positions?: number }> = [];
  const readStream = store.readStream.bind(store);
  const readStreamPositions = store.readStreamPositions.bind(store);
  store.readStream = async (streamId, options) => {
    const events = await readStream(streamId, options);
    reads.push({ streamId, fromRevision: options?.fromRevision ?? 0, events: events.length });
    return events;
  };
  store.readStreamPositions = async (streamId, fromRevision) => {
    const positions = await readStreamPositions(streamId, fromRevision);
    reads.push({ streamId, fromRevision, positions: positions.length });
    return positions;
  };
  return reads;
}

describe('the write side remembering stream states (StreamStates)', () => {
  let store: SqliteEventStore;
  beforeEach(() => {
    store = SqliteEventStore.open(':memory:');
  });
  afterEach(() => store.close());

  const add = (states: StreamStates | undefined, streamId: string, by: number, commandId?: string) =>
    handleCommand(store, streamId, tally, { add: by }, context(commandId), { states });

  it('reads only what was appended since the state it remembers, and folds to the same state as the whole stream', async () => {
    const states = new StreamStates(store);
    for (const by of [1, 2, 3]) await add(states, 'tally-a', by);
    const reads = counted(store);
    const result = await add(states, 'tally-a', 4);
    expect(result.state).toEqual({ total: 10, steps: [1, 2, 3, 4] });
    // The remembered event's position (revision 2) and nothing after it: no event read.
    expect(reads).toEqual([{ streamId: 'tally-a', fromRevision: 2, positions: 1 }]);
    expect((await states.load('tally-a', tally)).state).toEqual((await new StreamStates(store).load('tally-a', tally)).state);
  });

  it('brings a remembered state up to date with appends it did not make (another thread, process or policy)', async () => {
    const states = new StreamStates(store);
    await add(states, 'tally-b', 1);
    // Written without the cache, as the background thread's policies write.
    await add(undefined, 'tally-b', 10);
    await add(undefined, 'tally-b', 100);
    const reads = counted(store);
    expect(await states.load('tally-b', tally)).toMatchObject({ state: { total: 111, steps: [1, 10, 100] }, revision: 2 });
    expect(reads).toEqual([
      { streamId: 'tally-b', fromRevision: 0, positions: 3 },
      { streamId: 'tally-b', fromRevision: 1, events: 2 },
    ]);
    // And decides on that state: the append states revision 2, and succeeds.
    expect((await add(states, 'tally-b', 1000)).state.total).toBe(1111);
  });

  it('forgets a stream that was erased, and one begun again under the same id is folded afresh', async () => {
    const states = new StreamStates(store);
    await add(states, 'tally-c', 5);
    await add(states, 'tally-c', 6);
    await store.eraseOwner(owner);
    expect(await states.load('tally-c', tally)).toMatchObject({ state: { total: 0, steps: [] }, revision: -1 });
    await add(states, 'tally-c', 7);
    await add(undefined, 'tally-c', 8);
    // Revision 1 again, but not the event remembered before the erasure.
    expect((await states.load('tally-c', tally)).state).toEqual({ total: 15, steps: [7, 8] });
  });

  it('forgets everything it remembers when told to (after an erasure)', async () => {
    const states = new StreamStates(store);
    await add(states, 'tally-j', 1);
    states.clear();
    const reads = counted(store);
    await states.load('tally-j', tally);
    expect(reads).toEqual([{ streamId: 'tally-j', fromRevision: 0, events: 1 }]);
  });

  it('answers a retried command with what it wrote the first time, and appends nothing', async () => {
    const states = new StreamStates(store);
    const first = await add(states, 'tally-d', 3, 'c4e5a6b7-0000-4000-8000-000000000001');
    await add(states, 'tally-d', 4);
    const retried = await add(states, 'tally-d', 3, 'c4e5a6b7-0000-4000-8000-000000000001');
    expect(retried.events.map(({ type, data }) => ({ type, data }))).toEqual(first.events);
    expect(retried.position).toBe(first.position);
    expect((await store.readStream('tally-d')).map((event) => event.data)).toEqual([{ By: 3 }, { By: 4 }]);
  });

  it('keeps to its bound: the least recently used streams are folded from the log again', async () => {
    const states = new StreamStates(store, { maxEvents: 4 });
    for (const streamId of ['tally-e', 'tally-f', 'tally-g']) {
      await add(states, streamId, 1);
      await add(states, streamId, 1);
    }
    const reads = counted(store);
    await states.load('tally-g', tally);
    await states.load('tally-e', tally);
    // tally-g (newest) from its last event; tally-e was evicted, so from the start.
    expect(reads).toEqual([
      { streamId: 'tally-g', fromRevision: 1, positions: 1 },
      { streamId: 'tally-e', fromRevision: 0, events: 2 },
    ]);
  });

  it('does not remember streams longer than its limit', async () => {
    const states = new StreamStates(store, { maxStreamLength: 2 });
    for (const by of [1, 2, 3]) await add(states, 'tally-h', by);
    const reads = counted(store);
    expect((await states.load('tally-h', tally)).state.total).toBe(6);
    expect(reads).toEqual([{ streamId: 'tally-h', fromRevision: 0, events: 3 }]);
  });

  it('freezes what it remembers, so a decider that changed a state in place would fail instead of corrupting it', async () => {
    const mutating: typeof tally = {
      ...tally,
      evolve: (state, event) => {
        state.steps.push(event.data.By);
        return { total: state.total + event.data.By, steps: state.steps };
      },
    };
    const states = new StreamStates(store, { freeze: true });
    await handleCommand(store, 'tally-i', mutating, { add: 1 }, context(), { states });
    await expect(handleCommand(store, 'tally-i', mutating, { add: 2 }, context(), { states })).rejects.toThrow(TypeError);
  });
});
