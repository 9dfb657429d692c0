import { ComingSoonPage } from '../../../shared/ui/ComingSoonPage';

export default function BusinessProfilePage() {
  return <ComingSoonPage title="Business profile" message="The business profile is coming in the next release." />;
}
