import { NotYetBuiltDialog } from '../../../shared/dialog/NotYetBuiltDialog';

export function BugReportDialog({ onClose }: { onClose: () => void }) {
  return <NotYetBuiltDialog title="Report a bug" message="Reporting bugs is coming in the next release." onClose={onClose} />;
}
