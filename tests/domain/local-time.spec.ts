import { addMinutes, localDateTime } from '@notary/domain';

describe("a signing's local wall-clock times", () => {
  it('writes a start as YYYY-MM-DDTHH:mm on a 24-hour clock', () => {
    expect(localDateTime('2026-03-05', { Hour: 2, Minute: 30, AmPm: 'PM' })).toBe('2026-03-05T14:30');
    expect(localDateTime('2026-03-05', { Hour: 12, Minute: 0, AmPm: 'AM' })).toBe('2026-03-05T00:00');
    expect(localDateTime('2026-03-05', { Hour: 12, Minute: 5, AmPm: 'PM' })).toBe('2026-03-05T12:05');
  });

  it.each([
    ['2026-03-05T14:30', 60, '2026-03-05T15:30'],
    ['2026-03-05T14:30', 0, '2026-03-05T14:30'],
    ['2026-03-05T23:00', 59, '2026-03-05T23:59'],
    // Past midnight, past a month's end, past a leap day and a year's end.
    ['2026-03-05T23:30', 45, '2026-03-06T00:15'],
    ['2026-04-30T22:00', 180, '2026-05-01T01:00'],
    ['2028-02-28T23:00', 120, '2028-02-29T01:00'],
    ['2026-02-28T23:00', 120, '2026-03-01T01:00'],
    ['2026-12-31T23:50', 20, '2027-01-01T00:10'],
    // Backwards, and by whole days.
    ['2026-03-05T00:10', -20, '2026-03-04T23:50'],
    ['2026-03-05T09:00', 1440, '2026-03-06T09:00'],
  ])('moves %s by %i minutes to %s', (start, minutes, end) => {
    expect(addMinutes(start, minutes)).toBe(end);
  });
});
