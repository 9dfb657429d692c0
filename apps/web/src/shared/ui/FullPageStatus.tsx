import { usePageTitle } from '../hooks/usePageTitle';
import { Logo } from './Logo';

/** Shown instead of the app while it cannot show anything else: loading, or unreachable. */
export function FullPageLoading({ label }: { label: string }) {
  usePageTitle('');
  return (
    <div className="full-page" role="status">
      <span className="spinner spinner--large" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}

export function FullPageError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  usePageTitle('');
  return (
    <main className="full-page">
      <div className="full-page__card">
        <h1 className="full-page__brand">
          <Logo />
          Notary Ledger
        </h1>
        <p role="alert" className="full-page__message">
          {message}
        </p>
        {onRetry && (
          <button type="button" className="button button--primary" onClick={onRetry}>
            Try again
          </button>
        )}
      </div>
    </main>
  );
}
