import { Modal } from './Modal';

export interface MessageBoxProps {
  /** The error catalogue's title ("Unable to load settings data"); some messages have none. */
  title?: string;
  text: string;
  onClose: () => void;
}

export function MessageBox({ title, text, onClose }: MessageBoxProps) {
  return (
    <Modal
      title={title ?? 'Notary Ledger'}
      onClose={onClose}
      size="small"
      hideCloseButton
      actions={
        <button type="button" className="button button--primary" onClick={onClose} data-autofocus>
          OK
        </button>
      }
    >
      <p role="alert">{text}</p>
    </Modal>
  );
}
