import {
  calendarDateIn,
  firstIndexOnOrAfter,
  isCalendarDate,
  occurrence,
  occurrencesThrough,
  RECURRING_INTERVALS,
  recurringStatus,
  type RecurringSchedule,
} from '@notary/domain';

const { weekly, monthly, annually } = RECURRING_INTERVALS;
const schedule = (overrides: Partial<RecurringSchedule>): RecurringSchedule => ({
  StartDate: '2026-01-15',
  EndDate: null,
  Interval: monthly,
  Forever: true,
  ...overrides,
});

describe('when a recurring expense falls due', () => {
  it('weekly: every 7 days from the start, across months and years', () => {
    const weeklyFrom = schedule({ StartDate: '2025-12-24', Interval: weekly });
    expect([0, 1, 2, 3].map((n) => occurrence(weeklyFrom, n))).toEqual(['2025-12-24', '2025-12-31', '2026-01-07', '2026-01-14']);
  });

  it('monthly: on the start day; a start on the 31st falls on the last day of shorter months, then goes back', () => {
    const endOfMonth = schedule({ StartDate: '2027-01-31' });
    expect([0, 1, 2, 3, 4].map((n) => occurrence(endOfMonth, n))).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31']);
    expect(occurrence(schedule({ StartDate: '2028-01-30' }), 1)).toBe('2028-02-29');
    expect(occurrence(schedule({ StartDate: '2026-11-15' }), 2)).toBe('2027-01-15');
  });

  it('annually: on the start month and day; February 29 falls on February 28 in other years', () => {
    const leap = schedule({ StartDate: '2024-02-29', Interval: annually });
    expect([0, 1, 4].map((n) => occurrence(leap, n))).toEqual(['2024-02-29', '2025-02-28', '2028-02-29']);
  });

  it('lists what is due through a date, within the end date, in slices', () => {
    const rent = schedule({ StartDate: '2026-01-01', EndDate: '2026-04-15', Forever: false });
    expect(occurrencesThrough(rent, '2026-12-31').map((o) => o.date)).toEqual(['2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01']);
    expect(occurrencesThrough(rent, '2026-02-28').map((o) => o.date)).toEqual(['2026-01-01', '2026-02-01']);
    expect(occurrencesThrough(rent, '2026-12-31', 1, 2)).toEqual([
      { index: 1, date: '2026-02-01' },
      { index: 2, date: '2026-03-01' },
    ]);
    // Forever ignores an end date left in the form.
    expect(occurrencesThrough({ ...rent, Forever: true }, '2026-06-01')).toHaveLength(6);
    expect(occurrencesThrough(rent, '2025-12-31')).toEqual([]);
  });

  it('finds the first occurrence on or after a date', () => {
    const monthEnd = schedule({ StartDate: '2026-01-31' });
    expect(firstIndexOnOrAfter(monthEnd, '2020-01-01')).toBe(0);
    expect(occurrence(monthEnd, firstIndexOnOrAfter(monthEnd, '2026-03-01'))).toBe('2026-03-31');
    expect(occurrence(monthEnd, firstIndexOnOrAfter(monthEnd, '2026-02-28'))).toBe('2026-02-28');
    const weeklyFrom = schedule({ StartDate: '2016-01-04', Interval: weekly });
    const index = firstIndexOnOrAfter(weeklyFrom, '2026-11-24');
    expect(occurrence(weeklyFrom, index) >= '2026-11-24').toBe(true);
    expect(occurrence(weeklyFrom, index - 1) < '2026-11-24').toBe(true);
  });

  it('shows Unknown, Active or Expired', () => {
    expect(recurringStatus({ StartDate: '' }, '2026-11-24')).toBe('Unknown');
    expect(recurringStatus(schedule({ EndDate: '2026-11-23', Forever: false }), '2026-11-24')).toBe('Expired');
    expect(recurringStatus(schedule({ EndDate: '2026-11-24', Forever: false }), '2026-11-24')).toBe('Active');
    expect(recurringStatus(schedule({ EndDate: '2020-01-01', Forever: true }), '2026-11-24')).toBe('Active');
  });

  it("takes the notary's own calendar date, not the server's", () => {
    const instant = new Date('2026-11-25T03:30:00Z');
    expect(calendarDateIn('America/Chicago', instant)).toBe('2026-11-24');
    expect(calendarDateIn('Europe/Berlin', instant)).toBe('2026-11-25');
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
  });
});
