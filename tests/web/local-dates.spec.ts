import { addDays, formatClock, formatDayAndDate, formatUsDate, isIsoDate, isoDate, localToday, parseUsDate } from '../../apps/web/src/shared/format/dates';

// Dates travel as YYYY-MM-DD; the notary types and reads them as MM-DD-YYYY (spec 000 §2, §5).

describe('local calendar dates', () => {
  it("takes today from the notary's own clock", () => {
    expect(isoDate(new Date(2026, 0, 9))).toBe('2026-01-09');
    expect(localToday(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });

  it('counts days across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
  });

  it('accepts only real dates written YYYY-MM-DD', () => {
    expect([isIsoDate('2026-02-28'), isIsoDate('2026-02-30'), isIsoDate('2026-2-3'), isIsoDate('02-03-2026')]).toEqual([true, false, false, false]);
  });

  it('reads a custom-range date typed MM-DD-YYYY (or with slashes)', () => {
    expect(parseUsDate('03-05-2026')).toBe('2026-03-05');
    expect(parseUsDate('3/5/2026')).toBe('2026-03-05');
    expect(parseUsDate(' 12-31-2026 ')).toBe('2026-12-31');
    expect(parseUsDate('02-29-2024')).toBe('2024-02-29');
  });

  it("refuses a from date that is not a real MM-DD-YYYY date (the range then says 'invalid from date')", () => {
    for (const typed of ['02-29-2026', '13-01-2026', '2026-03-05', '03-05-26', 'yesterday', '']) expect(parseUsDate(typed)).toBeNull();
  });

  it('writes dates and times the US way', () => {
    expect([formatUsDate('2026-03-05'), formatUsDate('2026-03-05', '-'), formatUsDate('2026-03-05T14:30'), formatUsDate(null)]).toEqual([
      '03/05/2026',
      '03-05-2026',
      '03/05/2026',
      '',
    ]);
    expect([formatClock('2026-03-05T14:30'), formatClock('2026-03-05T00:05'), formatClock('2026-03-05T12:00'), formatClock('2026-03-05')]).toEqual([
      '2:30 PM',
      '12:05 AM',
      '12:00 PM',
      '',
    ]);
    expect(formatDayAndDate('2026-03-05')).toBe('Thu 03/05/2026');
  });
});
