import { NotYetBuiltDialog } from '../../../shared/dialog/NotYetBuiltDialog';

export function SuggestionDialog({ onClose }: { onClose: () => void }) {
  return <NotYetBuiltDialog title="Add a suggestion" message="Sending suggestions is coming in the next release." onClose={onClose} />;
}
