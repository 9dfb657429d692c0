import { DEFAULT_DATE_PERIOD, dateRangeOf, datePeriodOptions, lastDays } from '../../apps/web/src/features/signings/dateFilters';

// Spec 000 §9: the date filters and their default; 000 §2: the custom range presets.

const TODAY = '2026-03-05'; // a Thursday

describe('signings date filter', () => {
  it('offers the named periods, then each year from the current year minus 2 down to 2010', () => {
    expect(datePeriodOptions(TODAY).map((option) => option.label)).toEqual([
      'All',
      'Custom',
      'Today',
      'Tomorrow',
      'This week',
      'Last week',
      'This month',
      'Last month',
      'This year',
      'Next year',
      'Last year',
      '2024',
      '2023',
      '2022',
      '2021',
      '2020',
      '2019',
      '2018',
      '2017',
      '2016',
      '2015',
      '2014',
      '2013',
      '2012',
      '2011',
      '2010',
    ]);
    expect(datePeriodOptions(TODAY).find((option) => option.label === '2024')?.value).toBe('Year2024');
  });

  it('stops the year list at 2010', () => {
    expect(
      datePeriodOptions('2012-06-01')
        .slice(11)
        .map((option) => option.label),
    ).toEqual(['2010']);
    expect(datePeriodOptions('2011-06-01')).toHaveLength(11);
  });

  it("starts on 'This year'", () => {
    expect(DEFAULT_DATE_PERIOD).toBe('ThisYear');
    expect(dateRangeOf(DEFAULT_DATE_PERIOD, TODAY)).toEqual({ Year: 2026 });
  });

  it('asks for whole years by year', () => {
    expect(dateRangeOf('All', TODAY)).toEqual({ Year: 'All' });
    expect(dateRangeOf('NextYear', TODAY)).toEqual({ Year: 2027 });
    expect(dateRangeOf('LastYear', TODAY)).toEqual({ Year: 2025 });
    expect(dateRangeOf('Year2019', TODAY)).toEqual({ Year: 2019 });
  });

  it('asks for today and tomorrow as one-day ranges, across the year end too', () => {
    expect(dateRangeOf('Today', TODAY)).toEqual({ Year: 'Custom', StartDate: '2026-03-05', EndDate: '2026-03-05' });
    expect(dateRangeOf('Tomorrow', TODAY)).toEqual({ Year: 'Custom', StartDate: '2026-03-06', EndDate: '2026-03-06' });
    expect(dateRangeOf('Tomorrow', '2026-12-31')).toEqual({ Year: 'Custom', StartDate: '2027-01-01', EndDate: '2027-01-01' });
  });

  it('runs weeks from Sunday to Saturday', () => {
    expect(dateRangeOf('ThisWeek', TODAY)).toEqual({ Year: 'Custom', StartDate: '2026-03-01', EndDate: '2026-03-07' });
    expect(dateRangeOf('ThisWeek', '2026-03-01')).toEqual({ Year: 'Custom', StartDate: '2026-03-01', EndDate: '2026-03-07' });
    expect(dateRangeOf('ThisWeek', '2026-03-07')).toEqual({ Year: 'Custom', StartDate: '2026-03-01', EndDate: '2026-03-07' });
    expect(dateRangeOf('LastWeek', TODAY)).toEqual({ Year: 'Custom', StartDate: '2026-02-22', EndDate: '2026-02-28' });
  });

  it('runs months from the first to the last day, leap years included', () => {
    expect(dateRangeOf('ThisMonth', '2026-02-14')).toEqual({ Year: 'Custom', StartDate: '2026-02-01', EndDate: '2026-02-28' });
    expect(dateRangeOf('ThisMonth', '2024-02-10')).toEqual({ Year: 'Custom', StartDate: '2024-02-01', EndDate: '2024-02-29' });
    expect(dateRangeOf('LastMonth', '2026-03-31')).toEqual({ Year: 'Custom', StartDate: '2026-02-01', EndDate: '2026-02-28' });
  });

  it('takes last month in January from the year before', () => {
    expect(dateRangeOf('LastMonth', '2026-01-15')).toEqual({ Year: 'Custom', StartDate: '2025-12-01', EndDate: '2025-12-31' });
  });

  it('asks for the custom range entered, or for everything until one is entered', () => {
    expect(dateRangeOf('Custom', TODAY, { start: '2026-01-10', end: '2026-02-20' })).toEqual({
      Year: 'Custom',
      StartDate: '2026-01-10',
      EndDate: '2026-02-20',
    });
    expect(dateRangeOf('Custom', TODAY, null)).toEqual({ Year: 'All' });
  });

  it('presets Last 7 Days and Last 30 Days, today included', () => {
    expect(lastDays(TODAY, 7)).toEqual({ start: '2026-02-27', end: '2026-03-05' });
    expect(lastDays(TODAY, 30)).toEqual({ start: '2026-02-04', end: '2026-03-05' });
  });
});
