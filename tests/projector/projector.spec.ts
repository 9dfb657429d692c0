import { checkpointCollection, ReadModelCatalog } from '@notary/projection-runtime';
import type { NotifierMessage } from '@notary/platform';
import { counter, event, ledger, openBench, type Bench } from './fixtures';
import { caughtUp, waitUntil } from '../support/deadline';

let bench: Bench;
beforeEach(async () => {
  bench = await openBench();
});
afterEach(() => bench.close());

const append = (...events: ReturnType<typeof event>[]) => bench.eventStore.appendToStream(`s-${events[0].id}`, events, { expectedRevision: 'no_stream' });
const counts = (generation = 1) => bench.documents.collection(`counts_g${generation}`).find({}, { sort: { _id: 1 } });

describe('the projector runtime', () => {
  it('catches up from its checkpoint, then follows the log live', async () => {
    await append(event('Counted', 'ann'), event('Counted', 'bob'));
    const projector = bench.projector([counter()]);
    await projector.start();
    await caughtUp(projector, await bench.eventStore.headPosition());
    const live = await append(event('Counted', 'ann'));
    await caughtUp(projector, live.position);
    expect((await counts()).map((d) => [d._id, d.Count])).toEqual([
      ['ann', 2],
      ['bob', 1],
    ]);
    expect(projector.status()[0]).toMatchObject({ name: 'counter', position: live.position, state: 'running', error: null });
  });

  it('applies each event once across restarts (checkpoint and documents commit together)', async () => {
    await append(event('Counted', 'ann'), event('Counted', 'ann'));
    const first = bench.projector([counter()]);
    await first.start();
    await caughtUp(first, await bench.eventStore.headPosition());
    await first.stop();
    await append(event('Counted', 'ann'));
    const second = bench.projector([counter()]);
    await second.start();
    await caughtUp(second, await bench.eventStore.headPosition());
    expect((await counts())[0].Count).toBe(3);
  });

  it("writes a checkpoint with its projection's documents, and one that applied nothing within a second; a restart applies nothing twice", async () => {
    const projector = bench.projector([counter(), ledger]);
    await projector.start();
    const checkpoint = async (name: string) => (await checkpointCollection(bench.documents).findOne({ _id: name }))!.position;
    const counted = await append(event('Counted', 'ann'));
    await caughtUp(projector, counted.position);
    expect([await checkpoint('counter'), await checkpoint('ledger')]).toEqual([counted.position, counted.position]);
    // An event neither applies moves both at once; their checkpoints follow within a second.
    const ignored = await bench.eventStore.appendToStream('s-noise', [event('Ignored', 'ann')], { expectedRevision: 'no_stream' });
    await caughtUp(projector, ignored.position);
    const passed = performance.now();
    expect(projector.status().map((status) => status.position)).toEqual([ignored.position, ignored.position]);
    const meanwhile = await checkpoint('counter');
    // Not written at once; but a machine that stalled this test for most of a second may already
    // have written it, which is no fault of the projector's.
    if (performance.now() - passed < 800) expect(meanwhile).toBe(counted.position);
    await waitUntil(
      'both idle checkpoints written',
      async () => (await checkpoint('counter')) === ignored.position && (await checkpoint('ledger')) === ignored.position,
    );
    // One applied since: its checkpoint moves with its documents, the other's waits.
    const more = await append(event('Counted', 'bob'));
    await bench.eventStore.appendToStream('s-noise', [event('Ignored', 'ann')], { expectedRevision: 0 });
    await caughtUp(projector, await bench.eventStore.headPosition());
    expect(await checkpoint('counter')).toBeGreaterThanOrEqual(more.position);
    // A restart from a checkpoint left behind (the process died before its idle write) passes over
    // what it reads again, and applies nothing twice.
    await projector.stop();
    await checkpointCollection(bench.documents).updateOne({ _id: 'counter' }, { $set: { position: more.position } });
    const again = bench.projector([counter(), ledger]);
    await again.start();
    await caughtUp(again, await bench.eventStore.headPosition());
    expect((await counts()).map((d) => [d._id, d.Count])).toEqual([
      ['ann', 1],
      ['bob', 1],
    ]);
    expect((await bench.documents.collection('ledger_g1').find({}, { sort: { _id: 1 } })).map((d) => d.Entries)).toEqual([[counted.position], [more.position]]);
  });

  it('leaves every checkpoint at its position when it stops', async () => {
    const projector = bench.projector([counter()]);
    await projector.start();
    await append(event('Counted', 'ann'));
    const ignored = await bench.eventStore.appendToStream('s-noise', [event('Ignored', 'ann')], { expectedRevision: 'no_stream' });
    await caughtUp(projector, ignored.position);
    await projector.stop();
    expect((await checkpointCollection(bench.documents).findOne({ _id: 'counter' }))!.position).toBe(ignored.position);
  });

  it('guards every document with its last position, so a replay without transactions changes nothing', async () => {
    await append(event('Counted', 'ann'), event('Counted', 'ann'), event('Counted', 'bob'));
    const projector = bench.projector([counter()]);
    await projector.start();
    await caughtUp(projector, await bench.eventStore.headPosition());
    await projector.stop();
    // As if the process died after writing the documents but before the checkpoint (MongoDB mode).
    await checkpointCollection(bench.documents).updateOne({ _id: 'counter' }, { $set: { position: 0 } });
    const replay = bench.projector([counter()]);
    await replay.start();
    await caughtUp(replay, await bench.eventStore.headPosition());
    expect((await counts()).map((d) => d.Count)).toEqual([2, 1]);
  });

  it('stops only the projection that cannot apply an event, and records why', async () => {
    await append(event('Counted', 'ann'));
    const poison = event('Poison', 'ann', { reason: 'a malformed payment' });
    const bad = await append(poison);
    const projector = bench.projector([counter(), ledger]);
    await projector.start();
    const after = await append(event('Counted', 'ann'));
    await caughtUp(projector, after.position);
    const [counterStatus, ledgerStatus] = projector.status();
    expect(counterStatus).toMatchObject({ state: 'running', position: after.position });
    expect(ledgerStatus).toMatchObject({
      state: 'failed',
      position: bad.position - 1,
      error: { position: bad.position, eventId: poison.id, eventType: 'Poison', message: 'cannot apply a malformed payment' },
    });
    const stored = await checkpointCollection(bench.documents).findOne({ _id: 'ledger' });
    expect(stored).toMatchObject({ state: 'failed', error: { eventId: poison.id } });
    expect((await counts())[0].Count).toBe(2);
  });

  it('announces what changed after the batch commits', async () => {
    const messages: NotifierMessage[] = [];
    bench.notifier.subscribe((message) => messages.push(message));
    const projector = bench.projector([counter()]);
    await projector.start();
    const written = await append(event('Counted', 'ann'));
    await caughtUp(projector, written.position);
    const changes = messages.flatMap((m) => m.changes);
    expect(changes).toContainEqual({ ownerId: 'ann', kind: 'count.changed', id: 'ann', position: written.position });
    expect(messages.at(-1)!.progress).toContainEqual(expect.objectContaining({ name: 'counter', position: written.position, generation: 1 }));
  });

  it('resumes a dropped subscription from its checkpoint', async () => {
    let drops = 0;
    const original = bench.eventStore.subscribeToAll.bind(bench.eventStore);
    bench.eventStore.subscribeToAll = (options) =>
      original({
        ...options,
        onEvents: async (events) => {
          if (drops++ === 0) throw new Error('connection reset');
          return options.onEvents(events);
        },
      });
    await append(event('Counted', 'ann'), event('Counted', 'ann'));
    const projector = bench.projector([counter()]);
    await projector.start();
    await caughtUp(projector, await bench.eventStore.headPosition());
    expect(drops).toBeGreaterThan(1);
    expect((await counts())[0].Count).toBe(2);
  });

  it('answers false when waiting for a position beyond the log', async () => {
    const projector = bench.projector([counter()]);
    await projector.start();
    expect(await projector.waitFor(10_000, 50)).toBe(false);
  });

  it('rebuilds a changed projection into new collections while the old ones serve, then switches', async () => {
    for (let i = 0; i < 50; i++) await append(event('Counted', i % 2 ? 'ann' : 'bob'));
    const v1 = bench.projector([counter(1)]);
    await v1.start();
    await caughtUp(v1, await bench.eventStore.headPosition());
    await v1.stop();

    const catalog = await new ReadModelCatalog(bench.documents, bench.notifier).load();
    const v2 = bench.projector([counter(2)], { dropOldAfterMs: 0 });
    await v2.start();
    // The old generation answers queries until the switch.
    expect(await catalog.collection('counts').countDocuments({ Version: 1 })).toBe(2);
    await v2.rebuild('counter');
    expect(v2.status()[0]).toMatchObject({ generation: 2, state: 'running' });
    expect((await catalog.collection('counts').find({}, { sort: { _id: 1 } })).map((d) => [d._id, d.Count, d.Version])).toEqual([
      ['ann', 25, 2],
      ['bob', 25, 2],
    ]);
    const live = await append(event('Counted', 'ann'));
    await caughtUp(v2, live.position);
    expect((await counts(2)).find((d) => d._id === 'ann')!.Count).toBe(26);
    await waitUntil('the old generation dropped', async () => !(await bench.documents.listCollections()).includes('counts_g1'));
    catalog.close();
  });

  it('builds a new projection over a long log side by side, then follows live', async () => {
    for (let i = 0; i < 60; i++) await append(event('Counted', i % 3 ? 'ann' : 'bob'));
    const projector = bench.projector([counter(), ledger], { firstBuildThreshold: 50, dropOldAfterMs: 0 });
    await projector.start();
    expect(projector.status().map((s) => s.state)).toEqual(['rebuilding', 'rebuilding']);
    await caughtUp(projector, await bench.eventStore.headPosition());
    expect(projector.status()).toEqual([
      expect.objectContaining({ name: 'counter', state: 'running', generation: 2, position: 60 }),
      expect.objectContaining({ name: 'ledger', state: 'running', generation: 2, position: 60 }),
    ]);
    const live = await append(event('Counted', 'ann'));
    await caughtUp(projector, live.position);
    expect((await counts(2)).map((d) => [d._id, d.Count])).toEqual([
      ['ann', 41],
      ['bob', 20],
    ]);
  });

  it('builds reading only its own event types, and still ends at the head of the log', async () => {
    for (let i = 0; i < 10; i++) await append(event('Counted', 'ann'));
    for (let i = 0; i < 60; i++) await append(event('SomethingElse', 'ann'));
    const head = await bench.eventStore.headPosition();
    const projector = bench.projector([counter(), ledger], { firstBuildThreshold: 50, dropOldAfterMs: 0 });
    await projector.start();
    // Neither projection has an event among the last 60, yet both must be at the head: a query
    // waiting for its own write must not wait for an event of someone else's type.
    await caughtUp(projector, head);
    expect(projector.status().map((s) => [s.name, s.state, s.position])).toEqual([
      ['counter', 'running', head],
      ['ledger', 'running', head],
    ]);
    expect((await counts(2)).map((d) => [d._id, d.Count])).toEqual([['ann', 10]]);
  });

  it('refuses a guarded upsert without an _id, so a replay cannot insert a second copy', async () => {
    const sloppy = {
      ...counter(),
      name: 'sloppy',
      async apply(_: unknown, context: Parameters<ReturnType<typeof counter>['apply']>[1]) {
        await context.collection('counts').updateOne({ OwnerId: 'x' }, { $inc: { Count: 1 } }, { upsert: true });
      },
    };
    await append(event('Counted', 'ann'));
    const projector = bench.projector([sloppy]);
    await projector.start();
    await caughtUp(projector, 1);
    expect(projector.status()[0]).toMatchObject({ state: 'failed', error: { message: "A projection's upsert into counts_g1 must filter by _id" } });
  });
});
