import { useEffect, useState, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { LOADING_BUTTON_RESET_MS } from '../../app/constants';

export interface LoadingButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  loading: boolean;
}

/**
 * A button that shows it is working while `loading`. It gives the notary back control after
 * 3 seconds even if the work has not answered (spec 000 §4), so a slow network never leaves
 * a form stuck. The label stays the same, so the button keeps its name.
 */
export function LoadingButton({ loading, children, className = 'button button--primary', onClick, ...rest }: LoadingButtonProps) {
  const [gaveUpWaiting, setGaveUpWaiting] = useState(false);

  useEffect(() => {
    if (!loading) return;
    const timer = window.setTimeout(() => setGaveUpWaiting(true), LOADING_BUTTON_RESET_MS);
    return () => {
      window.clearTimeout(timer);
      setGaveUpWaiting(false);
    };
  }, [loading]);

  const busy = loading && !gaveUpWaiting;
  const ignoreWhileBusy = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button {...rest} className={className} aria-disabled={busy || undefined} aria-busy={busy || undefined} onClick={ignoreWhileBusy}>
      {busy && <span className="spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
