import { messageOf } from '../../../app/apiError';

type ListPlaceholderProps =
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown; onRetry: () => void }
  | { kind: 'empty'; filtered: boolean; onClearFilters: () => void; onNew: () => void };

/** What the list shows when it has no rows to show: still loading, a failure, or nothing found. */
export function ListPlaceholder(props: ListPlaceholderProps) {
  switch (props.kind) {
    case 'loading':
      return (
        <p className="list-placeholder" role="status">
          <span className="spinner" aria-hidden="true" /> Loading signings…
        </p>
      );
    case 'failed':
      return (
        <div className="notice notice--danger" role="alert">
          <strong className="notice__title">Failed to get signings</strong>
          <p>{messageOf(props.error)}</p>
          <button type="button" className="button button--secondary button--small" onClick={props.onRetry}>
            Try again
          </button>
        </div>
      );
    case 'empty':
      return props.filtered ? (
        <div className="list-placeholder list-placeholder--empty">
          <p>No signings match these filters.</p>
          <button type="button" className="button button--secondary button--small" onClick={props.onClearFilters}>
            Clear filters
          </button>
        </div>
      ) : (
        <div className="list-placeholder list-placeholder--empty">
          <p>You have no signings this year yet.</p>
          <button type="button" className="button button--primary button--small" aria-haspopup="dialog" onClick={props.onNew}>
            New signing
          </button>
        </div>
      );
    default: {
      const unknownKind: never = props;
      return unknownKind;
    }
  }
}
