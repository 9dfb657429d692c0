import { Dialog } from './Dialog';

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
    <Dialog
      title={title}
      onClose={onCancel}
      size="small"
      hideCloseButton
      footer={{ cancel: cancelLabel, action: { label: confirmLabel, onClick: onConfirm }, focus: 'cancel' }}
    >
      <p>{message}</p>
    </Dialog>
  );
}
