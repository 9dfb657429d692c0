import { Modal } from './Modal';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
}

/** A yes/no question. The safe answer (No) has the focus, so Enter never confirms by accident. */
export function ConfirmDialog({ title, message, onConfirm, onCancel, confirmLabel = 'Yes', cancelLabel = 'No' }: ConfirmDialogProps) {
  return (
    <Modal
      title={title}
      onClose={onCancel}
      size="small"
      hideCloseButton
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel} data-autofocus>
            {cancelLabel}
          </button>
          <button type="button" className="button button--primary" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
