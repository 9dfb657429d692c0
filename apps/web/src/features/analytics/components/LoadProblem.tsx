import { messageOf } from '../../../app/apiError';

/** Spec 001 §8's "Unable to load summary data", the server's words, and a retry. */
export function LoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="notice notice--danger" role="alert">
      <strong className="notice__title">Unable to load summary data</strong>
      <p>{messageOf(error)}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
