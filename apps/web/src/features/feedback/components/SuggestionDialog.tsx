import type { MenuDialogProps } from '../../../app/feature';
import { FeedbackDialog } from './FeedbackDialog';

export default function SuggestionDialog({ onClose }: MenuDialogProps) {
  return <FeedbackDialog kind="suggestion" onClose={onClose} />;
}
