import { ComingSoonPage } from '../../../shared/ui/ComingSoonPage';

export default function BusinessAnalyticsPage() {
  return <ComingSoonPage title="Business analytics" message="Business analytics are coming in the next release." />;
}
