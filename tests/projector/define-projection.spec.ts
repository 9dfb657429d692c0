import { signingStream } from '@notary/events';
import { defineProjection, replayInMemory } from '@notary/projection-runtime';
import { eventLog } from '../support/recorded-events';
import { payment } from '../read-models/fixtures';

/** Payments per signing, in cents: a projection written with defineProjection, no casts. */
const paymentsPerSigning = defineProjection({
  name: 'payments-per-signing',
  version: 1,
  collections: ['payments'],
  handles: ['PaymentRecorded', 'PaymentRemoved'],
  async apply(event, context) {
    const payments = context.collection('payments');
    switch (event.type) {
      case 'PaymentRecorded':
        // `handles` narrows the event: data is a PaymentRecorded's, checked by the compiler.
        await payments.updateOne(
          { _id: event.data.Payment.PaymentId },
          { $set: { SigningId: event.data.SigningId, Cents: Math.round(event.data.Payment.Amount * 100) } },
          { upsert: true },
        );
        return;
      case 'PaymentRemoved':
        await payments.deleteOne({ _id: event.data.PaymentId });
        return;
      default: {
        // @ts-expect-error a type it does not handle never reaches apply
        if (event.type === 'SigningScheduled') return;
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  },
});

describe('defineProjection', () => {
  it("gives the projector a definition whose event types are the spec's handles", () => {
    expect(paymentsPerSigning).toMatchObject({
      name: 'payments-per-signing',
      version: 1,
      collections: ['payments'],
      eventTypes: ['PaymentRecorded', 'PaymentRemoved'],
    });
  });

  it('applies only the events it handles, narrowed by type', async () => {
    const log = eventLog();
    const stream = signingStream('s-1');
    const events = [
      log.record(stream, { type: 'PaymentRecorded', data: { SigningId: 's-1', Payment: payment('p-1', 12.34) } }),
      log.record(stream, { type: 'SigningDeleted', data: { SigningId: 's-1' } }),
      log.record(stream, { type: 'PaymentRecorded', data: { SigningId: 's-1', Payment: payment('p-2', 5) } }),
      log.record(stream, { type: 'PaymentRemoved', data: { SigningId: 's-1', PaymentId: 'p-2' } }),
    ];
    const { documents } = await replayInMemory(paymentsPerSigning, events);
    expect(documents.payments).toEqual([{ _id: 'p-1', SigningId: 's-1', Cents: 1234, _position: 1 }]);
  });
});

describe('replaying in memory beside other work', () => {
  it('lets the event loop turn while it replays, so other requests are answered meanwhile', async () => {
    // Each event takes at least a millisecond to apply (a busy wait, so the replay surely outlasts
    // a turn's slice on any machine): 200 events hold the loop for 200 ms if it never lets go.
    const slow = defineProjection({
      name: 'slow',
      version: 1,
      collections: ['counts'],
      handles: ['PaymentRecorded'],
      async apply(event, context) {
        const until = performance.now() + 1;
        while (performance.now() < until);
        await context.collection('counts').updateOne({ _id: event.data.SigningId }, { $inc: { Count: 1 } }, { upsert: true });
      },
    });
    const log = eventLog();
    const events = Array.from({ length: 200 }, (_, i) =>
      log.record(signingStream('s-1'), { type: 'PaymentRecorded', data: { SigningId: 's-1', Payment: payment(`p-${i}`, 1) } }),
    );
    let turns = 0;
    let replaying = true;
    const count = () => {
      if (!replaying) return;
      turns += 1;
      setImmediate(count);
    };
    setImmediate(count);
    const { documents } = await replayInMemory(slow, events);
    replaying = false;
    expect(documents.counts).toEqual([{ _id: 's-1', Count: 200, _position: 200 }]);
    // Other work ran during the replay: the loop turned many times, not once after it ended.
    expect(turns).toBeGreaterThan(5);
  });
});
