import { ComingSoonPage } from '../../../shared/ui/ComingSoonPage';

export default function AdminUsersPage() {
  return <ComingSoonPage title="Users" message="The list of users is coming in the next release." />;
}
