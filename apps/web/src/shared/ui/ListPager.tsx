export interface ListPagerProps {
  /** What the pages are of, for screen readers: "Pages of streams". */
  label: string;
  /** 1-based. */
  pageNumber: number;
  pageCount: number;
  onPage: (pageNumber: number) => void;
  /** The buttons' words; newest-first lists say Newer and Older. */
  previousLabel?: string;
  nextLabel?: string;
}

/** Previous and next under a list, with where the reader is; nothing when there is one page. */
export function ListPager({ label, pageNumber, pageCount, onPage, previousLabel = 'Previous page', nextLabel = 'Next page' }: ListPagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="list-pager" aria-label={label}>
      <button type="button" className="button button--secondary button--compact" disabled={pageNumber <= 1} onClick={() => onPage(pageNumber - 1)}>
        {previousLabel}
      </button>
      <span className="list-pager__position">
        Page {pageNumber} of {pageCount}
      </span>
      <button type="button" className="button button--secondary button--compact" disabled={pageNumber >= pageCount} onClick={() => onPage(pageNumber + 1)}>
        {nextLabel}
      </button>
    </nav>
  );
}
