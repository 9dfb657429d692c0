import { ComingSoonPage } from '../../../shared/ui/ComingSoonPage';

export default function MobileIndexPage() {
  return <ComingSoonPage title="Mobile site" message="The mobile site is coming in the next release. Until then, this app works on your phone as it is." />;
}
