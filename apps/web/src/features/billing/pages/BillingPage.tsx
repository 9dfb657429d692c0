import type { Billing } from '@notary/contracts';
import { messageOf } from '../../../app/apiError';
import { Page } from '../../../shared/ui/Page';
import { useGetBillingQuery } from '../api';
import { isTrialPlan } from '../billingRules';
import { PlanList } from '../components/PlanList';

export default function BillingPage() {
  const { data: billing, error, isLoading, isFetching, refetch } = useGetBillingQuery();

  return (
    <Page title="Billing">
      {isLoading && <p role="status">Loading your billing information…</p>}
      {error && !billing && (
        <div className="notice notice--danger" role="alert">
          <strong className="notice__title">Unable to get billing information</strong>
          <p>{messageOf(error)}</p>
          <button type="button" className="button button--secondary" onClick={() => refetch()} disabled={isFetching}>
            Try again
          </button>
        </div>
      )}
      {billing && <BillingSummary billing={billing} />}
    </Page>
  );
}

function BillingSummary({ billing }: { billing: Billing }) {
  const onTrial = isTrialPlan(billing);
  const planName = billing.AvailablePlans.find((plan) => plan.PlanId === billing.PlanId)?.Name ?? (billing.PlanId === 'trial' ? 'Free trial' : billing.PlanId);

  return (
    <>
      <section className="card" aria-labelledby="your-subscription">
        <h2 id="your-subscription">Your subscription</h2>
        <dl className="facts">
          <div>
            <dt>Plan</dt>
            <dd>{planName}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{billing.BetaUser ? `${billing.Status} (beta user)` : billing.Status}</dd>
          </div>
          {onTrial && (
            <>
              <div>
                <dt>Trial days remaining</dt>
                <dd>{billing.TrialDaysRemaining}</dd>
              </div>
              <div>
                <dt>Trial signings remaining</dt>
                <dd>{billing.TrialSigningsRemaining}</dd>
              </div>
            </>
          )}
        </dl>
        {billing.BetaUser && <p>As a beta user you have full use of Notary Ledger without a subscription.</p>}
      </section>

      <section className="card" aria-labelledby="available-plans">
        <h2 id="available-plans">Available plans</h2>
        <PlanList plans={billing.AvailablePlans} currentPlanId={billing.PlanId} />
        <p className="notice notice--info">Online payment is not available yet; contact support to subscribe.</p>
      </section>
    </>
  );
}
