import { randomUUID } from 'node:crypto';
import { PROJECTION_OPERATIONS_STREAM } from '@notary/events';
import { checkpointCollection } from '@notary/projection-runtime';
import { counter, event, ledger, openBench, type Bench } from './fixtures';
import { caughtUp, waitUntil } from '../support/deadline';

let bench: Bench;
beforeEach(async () => {
  bench = await openBench();
});
afterEach(() => bench.close());

const append = (...events: ReturnType<typeof event>[]) => bench.eventStore.appendToStream(`s-${events[0].id}`, events, { expectedRevision: 'no_stream' });

/** An operator's request as the API appends it. */
const operation = (type: string, data: Record<string, unknown>) =>
  bench.eventStore.appendToStream(
    PROJECTION_OPERATIONS_STREAM,
    [{ ...event(type, 'system', { Projection: 'ledger', OperatorId: 'op-1', OperatorEmail: 'op@example.com', Why: 'a test', ...data }), id: randomUUID() }],
    { expectedRevision: 'any' },
  );

const entries = async () => (await bench.documents.collection('ledger_g1').findOne({ _id: 'ann' }))?.Entries;

describe('operators’ requests to the projector', () => {
  it('skips exactly the named poison event, on the record, and a rebuild passes over it too', async () => {
    const first = await append(event('Counted', 'ann'));
    const poison = event('Poison', 'ann', { reason: 'a malformed payment' });
    const bad = await append(poison);
    const after = await append(event('Counted', 'ann'));
    const projector = bench.projector([counter(), ledger], { dropOldAfterMs: 0 });
    await projector.start();
    await caughtUp(projector, after.position);
    expect(projector.status()[1]).toMatchObject({ state: 'failed', error: { position: bad.position, streamId: `s-${poison.id}`, revision: 0 } });

    // A skip naming another position skips nothing.
    const wrong = await operation('ProjectionEventSkipped', { Position: after.position, EventId: poison.id });
    await caughtUp(projector, wrong.position);
    expect(projector.status()[1]).toMatchObject({ state: 'failed', error: { position: bad.position } });

    const skip = await operation('ProjectionEventSkipped', { Position: bad.position, EventId: poison.id });
    await caughtUp(projector, skip.position);
    expect(projector.status()[1]).toMatchObject({ state: 'running', position: skip.position, error: null });
    expect(await entries()).toEqual([first.position, after.position]);
    expect(await checkpointCollection(bench.documents).findOne({ _id: 'ledger' })).toMatchObject({
      skipped: [{ position: bad.position, eventId: poison.id }],
    });

    const rebuild = await operation('ProjectionRebuildRequested', {});
    await caughtUp(projector, rebuild.position);
    await waitUntil('the rebuilt generation serves', () => projector.status()[1].generation !== 1);
    expect(projector.status()[1]).toMatchObject({ state: 'running', generation: 2, error: null });
    expect((await bench.documents.collection('ledger_g2').findOne({ _id: 'ann' }))?.Entries).toEqual([first.position, after.position]);
  });

  it('acts on each request once: a restarted projector does not rebuild again', async () => {
    await append(event('Counted', 'ann'));
    const first = bench.projector([counter(), ledger], { dropOldAfterMs: 0 });
    await first.start();
    const rebuild = await operation('ProjectionRebuildRequested', {});
    await caughtUp(first, rebuild.position);
    await waitUntil('the rebuilt generation serves', () => first.status()[1].generation !== 1);
    expect(first.status()[1].generation).toBe(2);
    await first.stop();
    // As if the checkpoint were behind the request: the projector replays it, and must not act on it again.
    await checkpointCollection(bench.documents).updateOne({ _id: 'counter' }, { $set: { position: 0 } });
    const second = bench.projector([counter(), ledger], { dropOldAfterMs: 0 });
    await second.start();
    await caughtUp(second, rebuild.position);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(second.status()[1]).toMatchObject({ generation: 2, state: 'running' });
  });

  it('retries a stopped projection from the event it stopped on', async () => {
    const poison = event('Poison', 'ann', { reason: 'not yet' });
    const bad = await append(poison);
    const projector = bench.projector([ledger]);
    await projector.start();
    await caughtUp(projector, bad.position);
    const stoppedAt = projector.status()[0].error!.at;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const retry = await operation('ProjectionRetryRequested', { Position: bad.position });
    expect(retry.position).toBeGreaterThan(bad.position);
    // waitFor does not wait on a stopped projection: watch for the second attempt instead.
    await waitUntil('a second attempt', () => projector.status()[0].error!.at !== stoppedAt);
    expect(projector.status()[0]).toMatchObject({ state: 'failed', error: { position: bad.position } });
    expect(projector.status()[0].error!.at).not.toBe(stoppedAt);
  });
});
