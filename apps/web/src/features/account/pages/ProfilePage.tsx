import { ComingSoonPage } from '../../../shared/ui/ComingSoonPage';

export default function ProfilePage() {
  return <ComingSoonPage title="Profile" message="Your profile is coming in the next release." />;
}
