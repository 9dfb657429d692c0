import { DISPLAY_PAGE_SIZE } from '../listFilters';

interface PagerProps {
  /** From 0. */
  page: number;
  pageCount: number;
  total: number;
  onPage: (page: number) => void;
}

/** "21–40 of 134 signings" and the way to the previous and next twenty. */
export function Pager({ page, pageCount, total, onPage }: PagerProps) {
  const first = total === 0 ? 0 : page * DISPLAY_PAGE_SIZE + 1;
  const last = Math.min(total, (page + 1) * DISPLAY_PAGE_SIZE);
  return (
    <nav className="pager" aria-label="Signings pages">
      <p className="pager__count" aria-live="polite">
        {total === 0 ? 'No signings' : `${first}–${last} of ${total} signing${total === 1 ? '' : 's'}`}
      </p>
      {pageCount > 1 && (
        <div className="pager__buttons">
          <button type="button" className="button button--secondary button--small" disabled={page === 0} onClick={() => onPage(page - 1)}>
            Previous page
          </button>
          <span className="pager__page">
            Page {page + 1} of {pageCount}
          </span>
          <button type="button" className="button button--secondary button--small" disabled={page >= pageCount - 1} onClick={() => onPage(page + 1)}>
            Next page
          </button>
        </div>
      )}
    </nav>
  );
}
