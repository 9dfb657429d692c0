import { messageOf } from '../../../app/apiError';

/** A card that could not load: the error catalogue's title, the server's words, and a retry. */
export function LoadProblem({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <div className="notice notice--danger" role="alert">
      <strong className="notice__title">{title}</strong>
      <p>{messageOf(error)}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
