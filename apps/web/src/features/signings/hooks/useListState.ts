import type { RowSelectionState, Updater } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { DEFAULT_FILTERS, DEFAULT_SORT, type SigningFilters, type SigningSort } from '../listFilters';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';

const SEARCH_DELAY_MS = 350;

/**
 * What the notary has chosen on the list: filters, sort, page and checked rows. A new filter or
 * sort starts again at page 1 with nothing checked, so an action never applies to rows out of view
 * under a filter the notary has since changed.
 */
export function useListState() {
  const [filters, setFilters] = useState<SigningFilters>(DEFAULT_FILTERS);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText, SEARCH_DELAY_MS);
  const [sort, setSort] = useState<SigningSort>(DEFAULT_SORT);
  const applied = useMemo(() => ({ ...filters, search }), [filters, search]);
  const listKey = JSON.stringify([applied, sort]);

  const [paging, setPaging] = useState({ key: listKey, page: 0 });
  const [selection, setSelection] = useState<{ key: string; rows: RowSelectionState }>({ key: listKey, rows: {} });
  const page = paging.key === listKey ? paging.page : 0;
  const rowSelection = selection.key === listKey ? selection.rows : {};

  return {
    filters,
    applied,
    searchText,
    sort,
    page,
    rowSelection,
    selectedIds: Object.keys(rowSelection).filter((id) => rowSelection[id]),
    setFilters,
    setSearchText,
    setSort,
    setPage: (next: number) => setPaging({ key: listKey, page: next }),
    setRowSelection: (updater: Updater<RowSelectionState>) =>
      setSelection((current) => {
        const rows = current.key === listKey ? current.rows : {};
        return { key: listKey, rows: typeof updater === 'function' ? updater(rows) : updater };
      }),
    unselect: (ids: string[]) =>
      setSelection((current) => ({ key: current.key, rows: Object.fromEntries(Object.entries(current.rows).filter(([id]) => !ids.includes(id))) })),
    clearSelection: () => setSelection({ key: listKey, rows: {} }),
    clearFilters: () => {
      setFilters(DEFAULT_FILTERS);
      setSearchText('');
    },
  };
}
