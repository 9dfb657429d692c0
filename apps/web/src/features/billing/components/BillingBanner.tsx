import { Link, useLocation } from 'react-router-dom';
import { BILLING_PATH } from '../../../app/constants';
import { Banner } from '../../../shared/ui/Banner';
import { useGetBillingQuery } from '../api';
import { billingBanner } from '../billingRules';

/**
 * The trial countdown (a quiet line, standing out from 5 days or 5 signings left) or the expiry
 * notice, across the top of every page.
 */
export function BillingBanner() {
  const { data: billing } = useGetBillingQuery();
  const { pathname } = useLocation();
  const banner = billing ? billingBanner(billing) : null;
  if (!banner) return null;

  const onBillingPage = pathname.toLowerCase() === BILLING_PATH.toLowerCase();
  const action = onBillingPage ? null : <Link to={BILLING_PATH}>{banner.kind === 'trial' ? 'See plans' : 'Go to Billing'}</Link>;
  return (
    <Banner tone={banner.kind === 'expired' ? 'danger' : banner.urgent ? 'warning' : 'quiet'} action={action}>
      {banner.text}
    </Banner>
  );
}
