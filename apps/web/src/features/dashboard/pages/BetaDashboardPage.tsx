import { ComingSoonPage } from '../../../shared/ui/ComingSoonPage';

export default function BetaDashboardPage() {
  return <ComingSoonPage title="Beta dashboard" message="The beta dashboard is coming in the next release." />;
}
