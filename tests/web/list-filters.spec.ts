import {
  API_PAGE_SIZE,
  activeFilterCount,
  DEFAULT_FILTERS,
  DEFAULT_SORT,
  DISPLAY_PAGE_SIZE,
  STATUS_FILTER_OPTIONS,
  apiPageOf,
  displayPageCount,
  hasFilters,
  pageRequest,
  rowsOfDisplayPage,
} from '../../apps/web/src/features/signings/listFilters';

// Spec 000 §9: 100 signings per request, 20 per list page, the status filters and the default sort.

describe('signings list filters and paging', () => {
  it('offers the status filters of the spec', () => {
    expect(STATUS_FILTER_OPTIONS.map((option) => option.label)).toEqual([
      'All',
      'Paid',
      'Unpaid',
      'Unpaid - 30 days past',
      'Unpaid - 45 days past',
      'Unpaid - 60 days past',
      'Unpaid - 90 days past',
      'No mileage entered',
      'No signatures entered',
    ]);
  });

  it('starts on this year, all statuses, newest first', () => {
    expect(DEFAULT_FILTERS).toEqual({ period: 'ThisYear', customRange: null, customerId: '', status: 'All', workTypes: [], search: '' });
    expect(DEFAULT_SORT).toEqual({ by: 'AppointmentDateTime', direction: 'desc' });
  });

  it('knows whether any filter differs from the defaults, for the clear-filters action', () => {
    expect(hasFilters({ ...DEFAULT_FILTERS })).toBe(false);
    expect(hasFilters({ ...DEFAULT_FILTERS, status: 'Unpaid' })).toBe(true);
    expect(hasFilters({ ...DEFAULT_FILTERS, workTypes: [6] })).toBe(true);
    expect(hasFilters({ ...DEFAULT_FILTERS, period: 'All' })).toBe(true);
  });

  it('asks for the first 100 signings of this year with the default filters', () => {
    const request = pageRequest(DEFAULT_FILTERS, DEFAULT_SORT, 1, '2026-03-05');
    expect(request).toEqual({
      PageNumber: 1,
      PageSize: 100,
      Year: 2026,
      Status: 'All',
      LoanTypes: [],
      Search: '',
      SortBy: 'AppointmentDateTime',
      SortDirection: 'desc',
      Today: '2026-03-05',
    });
    expect(request).not.toHaveProperty('CustomerId');
  });

  it('sends a custom range, the customer, the types of work and the trimmed search text', () => {
    const filters = {
      period: 'Custom' as const,
      customRange: { start: '2026-01-10', end: '2026-02-20' },
      customerId: 'cust-1',
      status: 'Unpaid30' as const,
      workTypes: [6, 9],
      search: '  Lee ',
    };
    expect(pageRequest(filters, { by: 'LastName', direction: 'asc' }, 3, '2026-03-05')).toEqual({
      PageNumber: 3,
      PageSize: 100,
      Year: 'Custom',
      StartDate: '2026-01-10',
      EndDate: '2026-02-20',
      CustomerId: 'cust-1',
      Status: 'Unpaid30',
      LoanTypes: [6, 9],
      Search: 'Lee',
      SortBy: 'LastName',
      SortDirection: 'asc',
      Today: '2026-03-05',
    });
  });

  it('fetches 100 signings at a time and shows 20 to a page', () => {
    expect([API_PAGE_SIZE, DISPLAY_PAGE_SIZE]).toEqual([100, 20]);
    expect([0, 4, 5, 9, 10].map(apiPageOf)).toEqual([1, 1, 2, 2, 3]);
  });

  it('cuts a list page out of the fetched page', () => {
    const fetched = Array.from({ length: 100 }, (_, index) => index + 100);
    expect(rowsOfDisplayPage(fetched, 6)).toEqual(Array.from({ length: 20 }, (_, index) => index + 120));
    expect(rowsOfDisplayPage(fetched.slice(0, 47), 7)).toEqual([140, 141, 142, 143, 144, 145, 146]);
  });

  it('counts at least one list page', () => {
    expect([0, 20, 21, 100, 101].map(displayPageCount)).toEqual([1, 1, 2, 5, 6]);
  });
});

describe("the phone's Filters button", () => {
  it('counts the filters in use', () => {
    expect(activeFilterCount(DEFAULT_FILTERS, '')).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, status: 'Unpaid', customerId: 'c-1' }, '  ')).toBe(2);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, workTypes: [3] }, 'pena')).toBe(2);
  });
});
