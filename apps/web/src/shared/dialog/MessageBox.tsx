import { Dialog } from './Dialog';

export interface MessageBoxProps {
  /** The error catalogue's title ("Unable to load settings data"); some messages have none. */
  title?: string;
  text: string;
  onClose: () => void;
}

export function MessageBox({ title, text, onClose }: MessageBoxProps) {
  return (
    <Dialog
      title={title ?? 'Notary Ledger'}
      onClose={onClose}
      size="small"
      hideCloseButton
      footer={{ action: { label: 'OK', onClick: onClose }, focus: 'action' }}
    >
      <p role="alert">{text}</p>
    </Dialog>
  );
}
