import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { BillingAnswer, BillingRequest } from '@notary/contracts';
import { messageOf } from '../../../app/apiError';
import { formatMoney } from '../../../shared/format';
import { Page } from '../../../shared/ui/Page';
import { Toast, type ToastMessage } from '../../../shared/ui/Toast';
import { useCancelSubscriptionMutation, useGetBillingQuery, useGetMarketingBillingQuery, useReplaceCardMutation, useSubscribeMutation } from '../api';
import { isConfinedToBilling, isTrialPlan, trialEndedText } from '../billingRules';
import { PaymentForm } from '../components/PaymentForm';
import { PaymentHistory } from '../components/PaymentHistory';
import { PlanList } from '../components/PlanList';
import '../billing.css';

/** Spec 000's Billing page: the plan and status, paying, the card, cancelling, the payments, the data. `?offer=intro`: the marketing offer. */
export default function BillingPage() {
  const [params] = useSearchParams();
  const marketing = params.get('offer') === 'intro';
  const regular = useGetBillingQuery(undefined, { skip: marketing });
  const offer = useGetMarketingBillingQuery(undefined, { skip: !marketing });
  const { data: billing, error, isLoading, isFetching, refetch } = marketing ? offer : regular;
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const clearToast = useCallback(() => setToast(null), []);

  return (
    <Page title="Billing" help="account">
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
      {billing && <BillingSummary billing={billing} marketing={marketing} onToast={setToast} />}
      <Toast message={toast} onDone={clearToast} />
    </Page>
  );
}

const paying = (billing: BillingAnswer) => billing.Status === 'Active' || billing.Status === 'Delinquent' || billing.Status === 'Cancelled';
const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

function BillingSummary({ billing, marketing, onToast }: { billing: BillingAnswer; marketing: boolean; onToast: (toast: ToastMessage) => void }) {
  const onTrial = isTrialPlan(billing);
  const planName = billing.AvailablePlans.find((plan) => plan.PlanId === billing.PlanId)?.Name ?? (billing.PlanId === 'trial' ? 'Free trial' : billing.PlanId);
  const [justPaid, setJustPaid] = useState(false);

  return (
    <>
      {billing.Status === 'Trial Expired' && (
        <section className="card card--attention" aria-labelledby="trial-ended">
          <h2 id="trial-ended">Your free trial has ended</h2>
          <p>{trialEndedText(billing)} Your signings, customers and settings are all kept; nothing has been deleted.</p>
          <p>
            <strong>What to do next:</strong> subscribe to a plan below to keep scheduling and recording signings. Until then you can download all of your data
            from this page at any time.
          </p>
        </section>
      )}
      {billing.Status === 'Subscription Expired' && (
        <section className="card card--attention" aria-labelledby="subscription-ended">
          <h2 id="subscription-ended">Your subscription has ended</h2>
          <p>Your records are all kept. Subscribe again below to keep working, or download your data from this page.</p>
        </section>
      )}
      {justPaid && (
        <section className="notice notice--info" aria-live="polite">
          <strong className="notice__title">Payment Accepted</strong>
          <p>
            Your subscription is active. <Link to="/">Back to your signings</Link>
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
          {billing.PaidThrough && paying(billing) && (
            <div>
              <dt>{billing.Status === 'Cancelled' ? 'Ends on' : 'Renews on'}</dt>
              <dd>{day(billing.PaidThrough)}</dd>
            </div>
          )}
          {billing.Card && (
            <div>
              <dt>Card</dt>
              <dd>
                {billing.Card.Brand} ending in {billing.Card.Last4}, expires {String(billing.Card.ExpMonth).padStart(2, '0')}/{billing.Card.ExpYear}
              </dd>
            </div>
          )}
        </dl>
        {billing.Status === 'Delinquent' && (
          <p className="notice notice--warning">
            Your last payment was declined{billing.NextAttemptAt ? `; it will be tried again on ${day(billing.NextAttemptAt)}` : ''}. Update your card below and
            it is tried again at once.
          </p>
        )}
        {billing.BetaUser && <p>As a beta user you have full use of Notary Ledger without a subscription.</p>}
      </section>

      {!paying(billing) && !billing.BetaUser && (
        <Subscribe
          billing={billing}
          marketing={marketing}
          onPaid={() => {
            setJustPaid(isConfinedToBilling(billing));
            onToast({ title: marketing ? 'Marketing Subscription Active' : 'Payment Accepted', text: marketing ? '' : 'Subscription Active' });
          }}
        />
      )}
      {billing.Card && (billing.Status === 'Active' || billing.Status === 'Delinquent') && <UpdateCard billing={billing} onToast={onToast} />}
      {(billing.Status === 'Active' || billing.Status === 'Delinquent') && <CancelSubscription billing={billing} onToast={onToast} />}

      <section className="card" aria-labelledby="payments">
        <h2 id="payments">Payments and receipts</h2>
        <PaymentHistory payments={billing.Payments} />
      </section>

      <section className="card" aria-labelledby="your-data">
        <h2 id="your-data">Your data</h2>
        <p>
          Download everything you have entered, in one ZIP file: signings, customers, expenses and mileage as an Excel workbook and as CSV, each saved invoice
          as a PDF, your receipts, settings and account (JSON).
        </p>
        <p>
          <a className="button button--secondary" href="/api/accountapi/exportdata" download>
            Download all my data
          </a>
        </p>
        {billing.SupportEmail && (
          <p>
            Questions about your subscription? Write to{' '}
            <a href={`mailto:${billing.SupportEmail}?subject=Notary%20Ledger%20subscription`}>{billing.SupportEmail}</a>.
          </p>
        )}
      </section>
    </>
  );
}

function Subscribe({ billing, marketing, onPaid }: { billing: BillingAnswer; marketing: boolean; onPaid: () => void }) {
  const [subscribe] = useSubscribeMutation();
  const [planId, setPlanId] = useState(billing.AvailablePlans[0]?.PlanId ?? '');
  const [accepted, setAccepted] = useState(false);
  const plan = billing.AvailablePlans.find((offered) => offered.PlanId === planId);
  return (
    <section className="card" aria-labelledby="available-plans">
      <h2 id="available-plans">{marketing ? 'Introductory offer' : 'Subscribe'}</h2>
      <PlanList plans={billing.AvailablePlans} currentPlanId={billing.PlanId} selectedPlanId={planId} onSelect={setPlanId} />
      <PaymentForm
        gateway={billing.Gateway}
        submitLabel={plan ? `Pay and subscribe (${formatMoney(plan.PlanId === 'annual' ? plan.MonthlyPrice * 12 : plan.MonthlyPrice)})` : 'Pay and subscribe'}
        errorTitle="Payment not accepted"
        extra={
          <label className="checkbox">
            <input type="checkbox" checked={accepted} onChange={(event) => setAccepted(event.target.checked)} /> I accept the terms of service
          </label>
        }
        onSubmit={async (card) => {
          const body: BillingRequest & { marketing: boolean } = { ...card, PlanId: planId, AcceptedTerms: accepted, marketing };
          await subscribe(body).unwrap();
          onPaid();
        }}
      />
    </section>
  );
}

function UpdateCard({ billing, onToast }: { billing: BillingAnswer; onToast: (toast: ToastMessage) => void }) {
  const [open, setOpen] = useState(billing.Status === 'Delinquent');
  const [replaceCard] = useReplaceCardMutation();
  return (
    <section className="card" aria-labelledby="update-card">
      <h2 id="update-card">Card</h2>
      {open ? (
        <PaymentForm
          gateway={billing.Gateway}
          submitLabel="Save card"
          errorTitle="Card not accepted"
          onSubmit={async (card) => {
            await replaceCard(card).unwrap();
            setOpen(false);
            onToast({ title: 'Credit Card Accepted', text: '' });
          }}
        />
      ) : (
        <p>
          <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
            Update card
          </button>
        </p>
      )}
    </section>
  );
}

function CancelSubscription({ billing, onToast }: { billing: BillingAnswer; onToast: (toast: ToastMessage) => void }) {
  const [confirming, setConfirming] = useState(false);
  const [cancel, { isLoading }] = useCancelSubscriptionMutation();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <section className="card" aria-labelledby="cancel-subscription">
      <h2 id="cancel-subscription">Cancel subscription</h2>
      {!confirming ? (
        <p>
          <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
            Cancel subscription
          </button>
        </p>
      ) : (
        <div role="alertdialog" aria-labelledby="cancel-question">
          <p id="cancel-question">
            Cancel your subscription? It stays active until {billing.PaidThrough ? day(billing.PaidThrough) : 'the end of the period paid'}, then nothing more
            is charged. Your records are kept.
          </p>
          <button
            type="button"
            className="button button--primary"
            disabled={isLoading}
            onClick={async () => {
              setProblem(null);
              try {
                await cancel().unwrap();
                setConfirming(false);
                onToast({ title: 'Subscription Cancelled', text: billing.PaidThrough ? `Active until ${day(billing.PaidThrough)}` : '' });
              } catch (error) {
                setProblem(messageOf(error));
              }
            }}
          >
            Yes, cancel it
          </button>{' '}
          <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
            Keep my subscription
          </button>
        </div>
      )}
      {problem && (
        <p role="alert" className="notice notice--danger">
          <strong className="notice__title">Unable to cancel subscription</strong> {problem}
        </p>
      )}
    </section>
  );
}
