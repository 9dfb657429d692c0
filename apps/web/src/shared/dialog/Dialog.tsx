import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { DialogFooter, type DialogButtons } from './DialogFooter';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  title: string;
  /** Escape, the × button and the footer's leaving button all call it. */
  onClose: () => void;
  children: ReactNode;
  /** The buttons along the bottom; every dialog states them here rather than writing its own row. */
  footer?: DialogButtons;
  /** Hide the × button when the footer already answers the dialog (No/Yes, OK). */
  hideCloseButton?: boolean;
  size?: 'small' | 'medium' | 'large';
  /**
   * The form holds changes not yet saved: leaving (Escape, ×, Cancel) first asks whether to discard
   * them, and closing or reloading the browser tab asks too.
   */
  unsavedChanges?: boolean;
}

export const DISCARD_TITLE = 'Discard your changes?';

/**
 * The frame of every dialog, on the native <dialog> element: the page behind is inert, Tab stays
 * inside, Escape closes, and focus goes back where it was. The element to focus first may carry
 * `data-autofocus` (the footer sets it on the button `footer.focus` names); otherwise the browser
 * picks the first focusable one.
 */
export function Dialog({ title, onClose, children, footer, hideCloseButton, size = 'medium', unsavedChanges = false }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  // Leaving never drops typing silently: with unsaved changes, the notary is asked first.
  const requestClose = () => (unsavedChanges ? setAskingToDiscard(true) : onClose());

  useEffect(() => {
    if (!unsavedChanges) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsavedChanges]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusable.length === 0) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className={`modal modal--${size}`}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        // Escape: let React decide, so the dialog and the state that shows it stay in step.
        event.preventDefault();
        if (!askingToDiscard) requestClose();
      }}
      onKeyDown={keepFocusInside}
    >
      <header className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {!hideCloseButton && (
          <button type="button" className="icon-button" aria-label="Close" onClick={requestClose}>
            <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </header>
      <div className="modal__body">{children}</div>
      {footer && <DialogFooter {...footer} onClose={requestClose} />}
      {askingToDiscard && (
        <Dialog
          title={DISCARD_TITLE}
          size="small"
          hideCloseButton
          onClose={() => setAskingToDiscard(false)}
          footer={{ cancel: 'Keep editing', action: { label: 'Discard', onClick: onClose }, focus: 'cancel' }}
        >
          <p>Your changes in “{title}” have not been saved. Discard them?</p>
        </Dialog>
      )}
    </dialog>
  );
}
