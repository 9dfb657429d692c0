import { Dialog } from './Dialog';

export interface NotYetBuiltDialogProps {
  title: string;
  message: string;
  onClose: () => void;
}

/** Stands in for a dialog that is not built yet, and says so. */
export function NotYetBuiltDialog({ title, message, onClose }: NotYetBuiltDialogProps) {
  return (
    <Dialog title={title} onClose={onClose} size="small" footer={{ action: { label: 'OK', onClick: onClose }, focus: 'action' }}>
      <p>{message}</p>
    </Dialog>
  );
}
