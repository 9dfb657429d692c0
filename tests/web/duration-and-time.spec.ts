import { durationParts as serverDurationParts } from '@notary/domain';
import { DURATION_HOURS, DURATION_MINUTES, durationMinutes, durationParts, formatDuration } from '../../apps/web/src/features/signings/durationOptions';
import { CLOCK_HOURS, formatTimeOfDay, minuteOptions, timeOfDayNow } from '../../apps/web/src/features/signings/timeOfDay';

// Spec 001 §5, §9 (duration) and 000 §5 (time: hours 1-12, minutes 0-59, AM/PM).

describe('how long a signing takes', () => {
  it('offers hours 0 to 6 and minutes in 5-minute steps from 0 to 55', () => {
    expect(DURATION_HOURS).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(DURATION_MINUTES).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]);
  });

  it('stores hours x 60 + minutes, and nothing when both are 0', () => {
    expect(durationMinutes({ hour: 1, minute: 30 })).toBe(90);
    expect(durationMinutes({ hour: 6, minute: 55 })).toBe(415);
    expect(durationMinutes({ hour: 0, minute: 5 })).toBe(5);
    expect(durationMinutes({ hour: 0, minute: 0 })).toBeNull();
  });

  it('shows an existing duration of 5 minutes or less, or none, as 1 h 0 m', () => {
    for (const stored of [null, undefined, 0, 3, 5]) expect(durationParts(stored)).toEqual({ hour: 1, minute: 0 });
    expect(durationParts(6)).toEqual({ hour: 0, minute: 5 });
  });

  it('shows every other stored choice as the hours and minutes it was saved from', () => {
    for (const hour of DURATION_HOURS) {
      for (const minute of DURATION_MINUTES) {
        const stored = durationMinutes({ hour, minute });
        if (stored !== null && stored > 5) expect(durationParts(stored)).toEqual({ hour, minute });
      }
    }
    expect(durationParts(600)).toEqual({ hour: 6, minute: 55 });
  });

  it('reads a stored duration exactly as the server does', () => {
    for (const stored of [null, 0, 5, 6, 45, 62, 90, 119, 415, 600]) expect(durationParts(stored)).toEqual(serverDurationParts(stored));
  });

  it('writes a duration for people', () => {
    expect([formatDuration(90), formatDuration(120), formatDuration(45), formatDuration(null)]).toEqual(['1 h 30 min', '2 h', '45 min', '1 h']);
  });
});

describe('time of a signing', () => {
  it('offers hours 1 to 12 and minutes every 5, keeping an odd saved minute as an extra choice', () => {
    expect(CLOCK_HOURS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(minuteOptions(30)).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]);
    expect(minuteOptions(7)).toEqual([0, 5, 7, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]);
    expect(minuteOptions(60)).toHaveLength(12);
  });

  it('writes the time with AM or PM', () => {
    expect(formatTimeOfDay({ Hour: 9, Minute: 5, AmPm: 'AM' })).toBe('9:05 AM');
  });

  it('reads the clock as 12-hour time', () => {
    expect(timeOfDayNow(new Date(2026, 2, 5, 0, 7))).toEqual({ Hour: 12, Minute: 7, AmPm: 'AM' });
    expect(timeOfDayNow(new Date(2026, 2, 5, 12, 30))).toEqual({ Hour: 12, Minute: 30, AmPm: 'PM' });
    expect(timeOfDayNow(new Date(2026, 2, 5, 23, 59))).toEqual({ Hour: 11, Minute: 59, AmPm: 'PM' });
  });
});
