import { hourLabels, monthWeeks, rangeTitle, shiftAnchor, timeInGrid, timeRange, visibleRange } from '../../apps/web/src/features/calendar/calendarGrid';
import { timeOfDayFrom } from '../../apps/web/src/features/signings/timeOfDay';
import { addMonths, dayHeading, formatHour, longDate, monthAndYear, weekStart } from '../../apps/web/src/shared/format';

// The calendar's views (spec 001 §9): Sunday-first weeks, months as whole weeks, 5 AM to midnight.

describe('calendar dates', () => {
  it('moves by months inside the target month and starts weeks on Sunday', () => {
    expect([addMonths('2026-01-31', 1), addMonths('2024-01-31', 1), addMonths('2026-12-15', 1), addMonths('2026-01-10', -1)]).toEqual([
      '2026-02-28',
      '2024-02-29',
      '2027-01-15',
      '2025-12-10',
    ]);
    expect([weekStart('2026-11-24'), weekStart('2026-11-22'), weekStart('2027-01-01')]).toEqual(['2026-11-22', '2026-11-22', '2026-12-27']);
    expect([shiftAnchor('month', '2026-03-31', -1), shiftAnchor('week', '2026-03-05', 1), shiftAnchor('day', '2026-03-01', -1)]).toEqual([
      '2026-02-28',
      '2026-03-12',
      '2026-02-28',
    ]);
  });

  it('shows a month as whole weeks, padded with the days around it', () => {
    const weeks = monthWeeks('2026-02-10');
    expect(weeks).toHaveLength(4);
    expect([weeks[0]![0], weeks.at(-1)![6]]).toEqual(['2026-02-01', '2026-02-28']);
    expect(visibleRange('month', '2026-11-24')).toEqual({ StartDate: '2026-11-01', EndDate: '2026-12-05' });
    expect(visibleRange('week', '2026-11-24')).toEqual({ StartDate: '2026-11-22', EndDate: '2026-11-28' });
  });

  it('names the days, the range shown and the times in US English', () => {
    expect([longDate('2026-11-24'), dayHeading('2026-11-24'), monthAndYear('2026-11-24')]).toEqual([
      'Tuesday, November 24, 2026',
      'Tuesday, November 24',
      'November 2026',
    ]);
    expect([
      rangeTitle('day', '2026-11-24'),
      rangeTitle('week', '2026-11-24'),
      rangeTitle('week', '2026-12-01'),
      rangeTitle('week', '2026-12-30'),
      rangeTitle('month', '2026-11-24'),
    ]).toEqual(['Tuesday, November 24, 2026', 'Nov 22 – 28, 2026', 'Nov 29 – Dec 5, 2026', 'Dec 27, 2026 – Jan 2, 2027', 'November 2026']);
    expect([timeRange('2026-11-24T14:30', '2026-11-24T16:00'), timeRange('2026-11-24T11:00', '2026-11-24T12:30')]).toEqual([
      '2:30 – 4:00 PM',
      '11:00 AM – 12:30 PM',
    ]);
    expect([formatHour(0), formatHour(12), formatHour(23)]).toEqual(['12 AM', '12 PM', '11 PM']);
    expect(hourLabels()).toHaveLength(19);
    expect([hourLabels()[0], hourLabels().at(-1)]).toEqual(['5 AM', '11 PM']);
  });
});

describe('a double click in the day or week grid', () => {
  // The grid runs from 5 AM to midnight: 19 hours over the column's height.
  const height = 19 * 48;

  it('starts the new signing at the quarter hour under the pointer', () => {
    expect(timeInGrid(9 * 48, height)).toBe('14:00');
    expect(timeInGrid(9 * 48 + 47, height)).toBe('14:45');
    expect(timeInGrid(0, height)).toBe('05:00');
    expect(timeInGrid(height + 30, height)).toBe('23:45');
    expect(timeInGrid(-5, height)).toBe('05:00');
  });

  it('hands the form its hour, minutes and AM/PM', () => {
    expect(timeOfDayFrom('14:00')).toEqual({ Hour: 2, Minute: 0, AmPm: 'PM' });
    expect(timeOfDayFrom('00:15')).toEqual({ Hour: 12, Minute: 15, AmPm: 'AM' });
    expect(timeOfDayFrom('12:30')).toEqual({ Hour: 12, Minute: 30, AmPm: 'PM' });
  });
});
