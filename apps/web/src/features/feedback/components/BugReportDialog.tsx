import type { MenuDialogProps } from '../../../app/feature';
import { FeedbackDialog } from './FeedbackDialog';

export default function BugReportDialog({ onClose }: MenuDialogProps) {
  return <FeedbackDialog kind="defect" onClose={onClose} />;
}
