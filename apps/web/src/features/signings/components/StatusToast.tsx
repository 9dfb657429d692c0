import { useEffect } from 'react';

/** A short success note ("Payments Saved") that goes away by itself; read out politely. */
export function StatusToast({ message, onDone }: { message: string | null; onDone: () => void }) {
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(onDone, 4000);
    return () => window.clearTimeout(timer);
  }, [message, onDone]);
  return (
    <div className="toast" role="status" aria-live="polite">
      {message && <span className="toast__message">{message}</span>}
    </div>
  );
}
