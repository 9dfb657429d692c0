import { Link } from 'react-router-dom';
import { Page } from '../../../shared/ui/Page';

export default function SubscriptionErrorPage() {
  return (
    <Page title="Subscription problem">
      <p>There is a problem with your subscription, so this part of Notary Ledger is not available.</p>
      <p>
        <Link to="/Billing">Open Billing</Link> to see your plan and its status.
      </p>
    </Page>
  );
}
