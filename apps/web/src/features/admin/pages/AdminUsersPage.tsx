import { ComingSoonPage } from '../../../components/ComingSoonPage';

export default function AdminUsersPage() {
  return <ComingSoonPage title="Users" message="The list of users is coming in the next release." />;
}
