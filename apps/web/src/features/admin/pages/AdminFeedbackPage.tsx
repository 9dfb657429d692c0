import { ComingSoonPage } from '../../../shared/ui/ComingSoonPage';

export default function AdminFeedbackPage() {
  return <ComingSoonPage title="User feedback" message="The list of user feedback is coming in the next release." />;
}
