import { federalHolidays, rescissionDeadline } from '@notary/domain';

// Regulation Z's rescission deadline: three business days after signing, Sundays and the federal
// legal public holidays (on their own dates) left out.
const deadline = (signed: string) => rescissionDeadline(signed).deadline;

describe('the rescission deadline', () => {
  it('is the third day after signing when none is a Sunday or holiday', () => {
    // Signed Tuesday: Wednesday, Thursday, Friday.
    expect(rescissionDeadline('2026-03-03')).toEqual({
      signed: '2026-03-03',
      deadline: '2026-03-06',
      days: [
        { date: '2026-03-04', counted: true, reason: 'Business day 1' },
        { date: '2026-03-05', counted: true, reason: 'Business day 2' },
        { date: '2026-03-06', counted: true, reason: 'Business day 3' },
      ],
    });
  });

  it('counts Saturdays but skips Sundays', () => {
    // Signed Thursday: Friday, Saturday, (Sunday), Monday.
    expect(deadline('2026-03-05')).toBe('2026-03-09');
    expect(rescissionDeadline('2026-03-05').days.map((day) => day.reason)).toEqual(['Business day 1', 'Business day 2', 'Sunday', 'Business day 3']);
    // Signed Saturday: the Sunday after does not count.
    expect(deadline('2026-03-07')).toBe('2026-03-11');
  });

  it('skips each federal holiday on its own date', () => {
    // Thanksgiving 2026 is Thursday November 26.
    expect(rescissionDeadline('2026-11-24').days).toEqual([
      { date: '2026-11-25', counted: true, reason: 'Business day 1' },
      { date: '2026-11-26', counted: false, reason: 'Thanksgiving Day' },
      { date: '2026-11-27', counted: true, reason: 'Business day 2' },
      { date: '2026-11-28', counted: true, reason: 'Business day 3' },
    ]);
    // Memorial Day 2025 (May 26) after a Friday signing: Saturday, Sunday, Monday holiday, Tuesday, Wednesday.
    expect(deadline('2025-05-23')).toBe('2025-05-28');
    // Labor Day 2024 (September 2), Columbus Day 2023 (October 9), MLK Day 2024 (January 15), Presidents' Day 2026 (February 16).
    expect(deadline('2024-08-30')).toBe('2024-09-04');
    expect(deadline('2023-10-06')).toBe('2023-10-11');
    expect(deadline('2024-01-12')).toBe('2024-01-17');
    expect(deadline('2026-02-13')).toBe('2026-02-18');
    // Juneteenth 2025 is a Thursday: signed Wednesday the 18th → (19), 20, 21, (Sunday 22), 23.
    expect(deadline('2025-06-18')).toBe('2025-06-23');
    // Before 2021 Juneteenth was no federal holiday: Friday 19, Saturday 20, (Sunday), Monday 22.
    expect(deadline('2020-06-18')).toBe('2020-06-22');
  });

  it('treats a Saturday holiday as no business day, and the Friday it is observed on as one', () => {
    // July 4, 2026 is a Saturday (observed Friday July 3): Thursday signing → Friday, (Saturday holiday), (Sunday), Monday, Tuesday.
    expect(rescissionDeadline('2026-07-02').days.map((day) => [day.date, day.reason])).toEqual([
      ['2026-07-03', 'Business day 1'],
      ['2026-07-04', 'Independence Day'],
      ['2026-07-05', 'Sunday'],
      ['2026-07-06', 'Business day 2'],
      ['2026-07-07', 'Business day 3'],
    ]);
    // Christmas 2022 on a Sunday: the Monday after (observed by offices) is a business day here.
    expect(rescissionDeadline('2022-12-23').days.map((day) => [day.date, day.reason])).toEqual([
      ['2022-12-24', 'Business day 1'],
      ['2022-12-25', 'Sunday (and Christmas Day)'],
      ['2022-12-26', 'Business day 2'],
      ['2022-12-27', 'Business day 3'],
    ]);
  });

  it('crosses the turn of a year, past New Year’s Day', () => {
    // Signed Wednesday December 30, 2026: Thursday 31, (Friday January 1), Saturday 2, (Sunday 3), Monday 4.
    expect(deadline('2026-12-30')).toBe('2027-01-04');
    // Christmas Eve 2025 (Wednesday): (Thursday 25), Friday 26, Saturday 27, (Sunday 28), Monday 29.
    expect(deadline('2025-12-24')).toBe('2025-12-29');
    // Signed Friday December 31, 2027: (Saturday January 1, a holiday on its own date), (Sunday), 3, 4, 5.
    expect(deadline('2027-12-31')).toBe('2028-01-05');
  });

  it('computes holidays for any year, not from a list', () => {
    expect(federalHolidays(2031).map((holiday) => holiday.date)).toEqual([
      '2031-01-01',
      '2031-01-20',
      '2031-02-17',
      '2031-05-26',
      '2031-06-19',
      '2031-07-04',
      '2031-09-01',
      '2031-10-13',
      '2031-11-11',
      '2031-11-27',
      '2031-12-25',
    ]);
  });
});
