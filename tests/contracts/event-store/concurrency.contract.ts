import { WrongExpectedRevisionError, type EventStore } from '@notary/event-store';
import { newEvent, uniqueName } from './fixtures';

export function concurrencyContract(store: () => EventStore): void {
  it('lets 50 concurrent appenders to one stream each win exactly once, with revisions 0..49', async () => {
    const stream = uniqueName('counter');
    const appendUntilWon = async (appender: number): Promise<number> => {
      const event = newEvent('Counted', { appender });
      for (let attempts = 1; ; attempts += 1) {
        const [last] = await store().readStream(stream, { direction: 'backwards', maxCount: 1 });
        try {
          await store().appendToStream(stream, [event], { expectedRevision: last ? last.revision : 'no_stream' });
          return attempts;
        } catch (error) {
          if (!(error instanceof WrongExpectedRevisionError)) throw error;
        }
      }
    };
    const attempts = await Promise.all(Array.from({ length: 50 }, (_, i) => appendUntilWon(i)));
    const events = await store().readStream(stream);
    expect(events.map((e) => e.revision)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(events.map((e) => (e.data as { appender: number }).appender).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(new Set(events.map((e) => e.id)).size).toBe(50);
    expect(Math.max(...attempts)).toBeGreaterThan(1);
  });

  it('accepts a burst of 200 concurrent appends to different streams', async () => {
    const streams = Array.from({ length: 200 }, () => uniqueName('burst'));
    const results = await Promise.all(streams.map((s) => store().appendToStream(s, [newEvent()], { expectedRevision: 'no_stream' })));
    expect(results.every((r) => r.nextExpectedRevision === 0)).toBe(true);
    expect(new Set(results.map((r) => r.position)).size).toBe(200);
  });
}
