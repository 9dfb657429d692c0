import { ComingSoonPage } from '../../../shared/ui/ComingSoonPage';

export default function ResourcesPage() {
  return <ComingSoonPage title="Resources" message="Resources are coming in the next release." />;
}
