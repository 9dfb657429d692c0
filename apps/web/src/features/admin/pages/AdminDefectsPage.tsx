import { ComingSoonPage } from '../../../shared/ui/ComingSoonPage';

export default function AdminDefectsPage() {
  return <ComingSoonPage title="Reported defects" message="The list of reported defects is coming in the next release." />;
}
