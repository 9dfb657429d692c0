import { useEffect } from 'react';
import '../../styles/toast.css';

export interface ToastMessage {
  /** The catalogue's title ("Saved", "Sent"). */
  title: string;
  text: string;
}

/**
 * A short success note in the error catalogue's title/text pairs ("Saved / Email Template Saved")
 * that goes away by itself; the live region is always there, so it is read out when it appears.
 */
export function Toast({ message, onDone }: { message: ToastMessage | null; onDone: () => void }) {
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(onDone, 4000);
    return () => window.clearTimeout(timer);
  }, [message, onDone]);
  return (
    <div className="toast-note" role="status" aria-live="polite">
      {message && (
        <p className="toast-note__body">
          <strong className="toast-note__title">{message.title}</strong> {message.text}
        </p>
      )}
    </div>
  );
}
