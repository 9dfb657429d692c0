import { ComingSoonPage } from '../../../shared/ui/ComingSoonPage';

export default function CustomerAnalyticsPage() {
  return <ComingSoonPage title="Customer analytics" message="Customer analytics are coming in the next release." />;
}
