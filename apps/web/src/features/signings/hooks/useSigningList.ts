import { useEffect } from 'react';
import { useGetSigningPageQuery, useSigningsPrefetch } from '../api';
import {
  API_PAGE_SIZE,
  DISPLAY_PAGE_SIZE,
  apiPageOf,
  displayPageCount,
  pageRequest,
  rowsOfDisplayPage,
  type SigningFilters,
  type SigningSort,
} from '../listFilters';
import { localToday } from '../../../shared/format';

/**
 * One display page (20 rows) of the signings list. The server answers 100 at a time, so five
 * display pages share one request; the next hundred is fetched ahead when the notary nears it.
 */
export function useSigningList(filters: SigningFilters, sort: SigningSort, displayPage: number) {
  const today = localToday();
  const apiPage = apiPageOf(displayPage);
  const query = useGetSigningPageQuery(pageRequest(filters, sort, apiPage, today));
  const prefetch = useSigningsPrefetch('getSigningPage');
  const total = query.data?.TotalCount ?? 0;

  const lastDisplayPageOfThisRequest = (displayPage + 1) * DISPLAY_PAGE_SIZE >= apiPage * API_PAGE_SIZE;
  useEffect(() => {
    if (lastDisplayPageOfThisRequest && apiPage * API_PAGE_SIZE < total) prefetch(pageRequest(filters, sort, apiPage + 1, today));
  }, [lastDisplayPageOfThisRequest, apiPage, total, filters, sort, today, prefetch]);

  return {
    // Rows of the current request only: while another hundred loads, the old rows are not shown as this page's.
    rows: query.currentData ? rowsOfDisplayPage(query.currentData.Appointments, displayPage) : [],
    total,
    pageCount: displayPageCount(total),
    isLoading: !query.currentData && query.isFetching,
    isRefreshing: Boolean(query.currentData) && query.isFetching,
    error: query.currentData ? undefined : query.error,
    refetch: query.refetch,
  };
}
