import { flexRender, getCoreRowModel, useReactTable, type OnChangeFn, type RowSelectionState } from '@tanstack/react-table';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useElementWidth } from '../../../shared/hooks/useElementWidth';
import type { GridView, Signing, SortableColumn } from '@notary/contracts';
import { ALL_COLUMNS, COLUMN_LABELS, columnsThatFit, droppableCount, visibleColumns } from '../columnRules';
import type { SigningSort } from '../listFilters';
import { SigningCards } from './SigningCards';
import { signingColumns, type ColumnContext, type SigningColumnMeta } from './signingColumns';

export interface SigningsTableProps extends ColumnContext {
  rows: Signing[];
  autoNotaryFee: boolean;
  hiddenColumns: readonly string[];
  gridView: GridView;
  sort: SigningSort;
  onSort: (sort: SigningSort) => void;
  rowSelection: RowSelectionState;
  onRowSelectionChange: OnChangeFn<RowSelectionState>;
  /** Phones get cards instead of a wide table. */
  asCards: boolean;
  busy: boolean;
  /** Shown in place of rows: loading, nothing found, a failure. */
  placeholder: ReactNode | null;
}

/** Newest first is the natural order for dates and money; names read A to Z. */
const firstDirection = (by: SortableColumn): SigningSort['direction'] => (by === 'AppointmentDateTime' ? 'desc' : 'asc');

export function nextSort(current: SigningSort, by: SortableColumn): SigningSort {
  if (current.by === by) return { by, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { by, direction: firstDirection(by) };
}

export function SigningsTable({
  rows,
  autoNotaryFee,
  hiddenColumns,
  gridView,
  sort,
  onSort,
  rowSelection,
  onRowSelectionChange,
  asCards,
  busy,
  placeholder,
  ...context
}: SigningsTableProps) {
  const frame = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frame);
  const visible = visibleColumns(autoNotaryFee, hiddenColumns);
  // On a narrower window the less important columns give way, so Amount and Balance stay in view
  // without scrolling sideways; the ones left out are named under the table.
  // How many columns give way, measured for this width, grid size and these columns (a change of
  // any, such as columns shown or hidden by the notary, starts again from none).
  const layoutKey = `${width}|${gridView}|${visible.join(',')}`;
  const [dropped, setDropped] = useState({ key: '', count: 0 });
  const dropCount = dropped.key === layoutKey ? dropped.count : 0;
  const { fit, folded } = columnsThatFit(visible, dropCount);
  const shown = new Set(fit);
  const maxDrop = droppableCount(visible);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element || width === 0 || asCards) return;
    // Drawn wider than its frame: one more column gives way, before the notary sees it (a layout effect).
    if (element.scrollWidth > element.clientWidth + 1 && dropCount < maxDrop) setDropped({ key: layoutKey, count: dropCount + 1 });
    // Measured again whenever what is drawn may be wider: other rows, columns or width.
  }, [width, asCards, dropCount, maxDrop, rows, layoutKey]);
  const table = useReactTable({
    data: rows,
    columns: signingColumns(context),
    getCoreRowModel: getCoreRowModel(),
    getRowId: (signing) => signing.Id,
    state: { rowSelection, columnVisibility: Object.fromEntries(ALL_COLUMNS.map((id) => [id, shown.has(id)])) },
    onRowSelectionChange,
    enableRowSelection: true,
    manualSorting: true,
    manualPagination: true,
  });

  if (asCards) return <SigningCards table={table} placeholder={placeholder} busy={busy} context={context} />;

  return (
    <>
      <div ref={frame} className="table-scroll" tabIndex={0} role="region" aria-label="Signings table, scrolls sideways">
        <table className={`signings-table signings-table--${gridView}`} aria-busy={busy || undefined}>
          <caption className="visually-hidden">Signings</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const meta = header.column.columnDef.meta as SigningColumnMeta | undefined;
                  const content = flexRender(header.column.columnDef.header, header.getContext());
                  const sorted = meta?.sortBy && sort.by === meta.sortBy ? sort.direction : null;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={`col-${header.column.id}${meta?.numeric ? ' numeric' : ''}`}
                      aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                    >
                      {meta?.sortBy ? (
                        <button type="button" className="sort-button" onClick={() => onSort(nextSort(sort, meta.sortBy!))}>
                          {content}
                          <span className={`sort-arrow${sorted ? ` sort-arrow--${sorted}` : ''}`} aria-hidden="true" />
                        </button>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {placeholder ? (
              <tr>
                <td className="signings-table__placeholder" colSpan={fit.length}>
                  {placeholder}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id} className={row.getIsSelected() ? 'is-selected' : undefined}>
                  {row.getVisibleCells().map((cell) => {
                    const meta = cell.column.columnDef.meta as SigningColumnMeta | undefined;
                    return (
                      <td key={cell.id} className={`col-${cell.column.id}${meta?.numeric ? ' numeric' : ''}`}>
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {folded.length > 0 && (
        <p className="signings-table__folded">
          Not shown at this window width: {folded.map((column) => COLUMN_LABELS[column]).join(', ')}. Widen the window, or choose the columns with Columns.
        </p>
      )}
    </>
  );
}
