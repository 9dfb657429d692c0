import { ComingSoonPage } from '../../../shared/ui/ComingSoonPage';

export default function MileagePage() {
  return <ComingSoonPage title="Extra mileage" message="Extra mileage is coming in the next release." />;
}
