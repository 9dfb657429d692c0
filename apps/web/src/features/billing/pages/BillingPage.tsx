import type { Billing } from '@notary/contracts';
import { messageOf } from '../../../app/apiError';
import { Page } from '../../../shared/ui/Page';
import { useGetBillingQuery } from '../api';
import { isTrialPlan, trialEndedText } from '../billingRules';
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

  const trialEnded = billing.Status === 'Trial Expired';

  return (
    <>
      {trialEnded && (
        <section className="card card--attention" aria-labelledby="trial-ended">
          <h2 id="trial-ended">Your free trial has ended</h2>
          <p>{trialEndedText(billing)} Your signings, customers and settings are all kept; nothing has been deleted.</p>
          <p>
            <strong>What to do next:</strong> subscribe to a plan below to keep scheduling and recording signings. Until then you can download all of your data
            from this page at any time.
          </p>
        </section>
      )}
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
        <SubscribeBy supportEmail={billing.SupportEmail} />
      </section>

      <section className="card" aria-labelledby="your-data">
        <h2 id="your-data">Your data</h2>
        <p>Download everything you have entered (signings, customers, settings and your account) as spreadsheets (CSV) and JSON, in one ZIP file.</p>
        <p>
          <a className="button button--secondary" href="/api/accountapi/exportdata" download>
            Download all my data
          </a>
        </p>
      </section>
    </>
  );
}

/** Paying online is not built yet (a later release): the notary is told whom to write to instead. */
function SubscribeBy({ supportEmail }: { supportEmail: string | null }) {
  return (
    <div className="notice notice--info">
      <strong className="notice__title">How to subscribe</strong>
      {supportEmail ? (
        <p>
          Paying online is not available yet. Write to <a href={`mailto:${supportEmail}?subject=Notary%20Ledger%20subscription`}>{supportEmail}</a> with the
          plan you want, and your subscription will be set up for you.
        </p>
      ) : (
        <p>Paying online is not available yet. Ask whoever runs Notary Ledger for you to set up your subscription.</p>
      )}
    </div>
  );
}
