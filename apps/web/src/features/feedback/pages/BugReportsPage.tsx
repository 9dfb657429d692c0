import { ComingSoonPage } from '../../../shared/ui/ComingSoonPage';

export default function BugReportsPage() {
  return <ComingSoonPage title="Bug reports" message="Bug reports are coming in the next release." />;
}
