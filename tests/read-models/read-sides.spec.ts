import { EVENT_TYPES } from '@notary/events';
import { replayInMemory } from '@notary/projection-runtime';
import { allProjections, readSides } from '@notary/read-models';
import { aNotarysLife } from './a-notary-s-life';

describe('the read sides', () => {
  it('give the projector every projection once, each owning its own collections', () => {
    const names = allProjections.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['accounts', 'settings', 'signings', 'customers']));
    const collections = allProjections.flatMap((p) => p.collections);
    expect(new Set(collections).size).toBe(collections.length);
    for (const projection of allProjections) expect(projection.eventTypes.every((type) => (EVENT_TYPES as string[]).includes(type))).toBe(true);
  });

  it.each(readSides.map((side) => [side.name, side] as const))('%s announces exactly the kinds it declares', async (_name, side) => {
    const { announcements } = await replayInMemory(side.projections, aNotarysLife());
    expect([...new Set(announcements.map((a) => a.kind))].sort()).toEqual(Object.keys(side.announcements).sort());
    expect(announcements.every((a) => a.ownerId === 'notary-1' || a.ownerId === 'notary-2')).toBe(true);
  });

  it('the life used above touches every event type some projection handles', () => {
    const handled = new Set<string>(allProjections.flatMap((p) => p.eventTypes));
    const seen = new Set<string>(aNotarysLife().map((e) => e.type));
    expect([...handled].filter((type) => !seen.has(type))).toEqual([]);
  });
});
