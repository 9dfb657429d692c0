import { NotYetBuiltDialog } from '../../../shared/dialog/NotYetBuiltDialog';

export function ImportDataDialog({ onClose }: { onClose: () => void }) {
  return <NotYetBuiltDialog title="Import Data" message="Importing data is coming in the next release." onClose={onClose} />;
}
