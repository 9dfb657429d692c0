import { ComingSoonPage } from '../../../components/ComingSoonPage';

export default function CredentialsPage() {
  return <ComingSoonPage title="Credentials" message="Credentials are coming in the next release." />;
}
