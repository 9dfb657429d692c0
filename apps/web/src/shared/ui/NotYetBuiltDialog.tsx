import { Modal } from './Modal';

export interface NotYetBuiltDialogProps {
  title: string;
  message: string;
  onClose: () => void;
}

/** Stands in for a dialog that is not built yet, and says so. */
export function NotYetBuiltDialog({ title, message, onClose }: NotYetBuiltDialogProps) {
  return (
    <Modal
      title={title}
      onClose={onClose}
      size="small"
      actions={
        <button type="button" className="button button--primary" onClick={onClose} data-autofocus>
          OK
        </button>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
