import { DEFAULT_DATE_PERIOD, dateRangeOf, type DatePeriod } from './dateFilters';
import type { SigningPageRequest, SortableColumn, StatusFilter } from './types';

/** Spec 000 §9: the list asks for 100 signings at a time and shows 20 to a page. */
export const API_PAGE_SIZE = 100;
export const DISPLAY_PAGE_SIZE = 20;

export const STATUS_FILTER_OPTIONS: Array<{ value: StatusFilter; label: string }> = [
  { value: 'All', label: 'All' },
  { value: 'Paid', label: 'Paid' },
  { value: 'Unpaid', label: 'Unpaid' },
  { value: 'Unpaid30', label: 'Unpaid - 30 days past' },
  { value: 'Unpaid45', label: 'Unpaid - 45 days past' },
  { value: 'Unpaid60', label: 'Unpaid - 60 days past' },
  { value: 'Unpaid90', label: 'Unpaid - 90 days past' },
  { value: 'NoMileage', label: 'No mileage entered' },
  { value: 'NoSignatures', label: 'No signatures entered' },
];

export interface SigningFilters {
  period: DatePeriod;
  /** The applied custom range (YYYY-MM-DD), when `period` is Custom. */
  customRange: { start: string; end: string } | null;
  customerId: string;
  status: StatusFilter;
  workTypes: number[];
  search: string;
}

export const DEFAULT_FILTERS: SigningFilters = { period: DEFAULT_DATE_PERIOD, customRange: null, customerId: '', status: 'All', workTypes: [], search: '' };

export interface SigningSort {
  by: SortableColumn;
  direction: 'asc' | 'desc';
}

/** Newest first; the server breaks ties by last name (spec 000 §9). */
export const DEFAULT_SORT: SigningSort = { by: 'AppointmentDateTime', direction: 'desc' };

export function hasFilters(filters: SigningFilters): boolean {
  return JSON.stringify(filters) !== JSON.stringify(DEFAULT_FILTERS);
}

/** The getpage request for one API page of the list. */
export function pageRequest(filters: SigningFilters, sort: SigningSort, pageNumber: number, today: string): SigningPageRequest {
  const range = dateRangeOf(filters.period, today, filters.customRange);
  return {
    PageNumber: pageNumber,
    PageSize: API_PAGE_SIZE,
    ...range,
    ...(filters.customerId ? { CustomerId: filters.customerId } : {}),
    Status: filters.status,
    LoanTypes: filters.workTypes,
    Search: filters.search.trim(),
    SortBy: sort.by,
    SortDirection: sort.direction,
    Today: today,
  };
}

/** Which API page holds a display page (both counted from 0 here, from 1 by the server). */
export function apiPageOf(displayPage: number): number {
  return Math.floor((displayPage * DISPLAY_PAGE_SIZE) / API_PAGE_SIZE) + 1;
}

/** The display page's rows within its API page. */
export function rowsOfDisplayPage<T>(apiRows: readonly T[], displayPage: number): T[] {
  const offset = (displayPage * DISPLAY_PAGE_SIZE) % API_PAGE_SIZE;
  return apiRows.slice(offset, offset + DISPLAY_PAGE_SIZE);
}

export const displayPageCount = (total: number) => Math.max(1, Math.ceil(total / DISPLAY_PAGE_SIZE));
