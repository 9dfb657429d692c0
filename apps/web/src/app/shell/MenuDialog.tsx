import { menuDialogs } from '../features';

/** The dialog a menu item opened, as its feature registered it (see WebFeature.dialogs). */
export function MenuDialog({ dialog, onClose }: { dialog: string | null; onClose: () => void }) {
  const registered = dialog ? menuDialogs[dialog] : undefined;
  if (!registered || !('Dialog' in registered)) return null;
  const { Dialog } = registered;
  return <Dialog onClose={onClose} />;
}
