import type { SigningPageRequest, SortableColumn, StatusFilter } from '@notary/contracts';
import { STATUS_FILTERS } from '@notary/contracts/wire-values';
import { DEFAULT_DATE_PERIOD, dateRangeOf, type DatePeriod } from './dateFilters';

/** Spec 000 §9: the list asks for 100 signings at a time and shows 20 to a page. */
export const API_PAGE_SIZE = 100;
export const DISPLAY_PAGE_SIZE = 20;

const STATUS_LABELS: Record<StatusFilter, string> = {
  All: 'All',
  Paid: 'Paid',
  Unpaid: 'Unpaid',
  Unpaid30: 'Unpaid - 30 days past',
  Unpaid45: 'Unpaid - 45 days past',
  Unpaid60: 'Unpaid - 60 days past',
  Unpaid90: 'Unpaid - 90 days past',
  NoMileage: 'No mileage entered',
  NoSignatures: 'No signatures entered',
};

/** The status filter's choices: every filter the server knows, in the contract's order. */
export const STATUS_FILTER_OPTIONS = STATUS_FILTERS.map((value) => ({ value, label: STATUS_LABELS[value] }));

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

/** How many filters differ from the defaults (the phone's Filters button shows the number). */
export function activeFilterCount(filters: SigningFilters, searchText: string): number {
  return [
    filters.period !== DEFAULT_FILTERS.period,
    filters.customerId !== '',
    filters.status !== DEFAULT_FILTERS.status,
    filters.workTypes.length > 0,
    searchText.trim() !== '',
  ].filter(Boolean).length;
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
