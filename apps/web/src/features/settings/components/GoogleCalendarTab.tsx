import { useEffect, useState } from 'react';
import type { CalendarPushFailure, GoogleCalendarStatus } from '@notary/contracts';
import { useSearchParams } from 'react-router-dom';
import { messageOf } from '../../../app/apiError';
import { ConfirmDialog } from '../../../shared/dialog/ConfirmDialog';
import { LoadingButton } from '../../../shared/ui/LoadingButton';
import { ARRIVAL_PARAMS, CONSENT_OUTCOME_TEXT, consentOutcomeOf } from '../googleCalendarArrival';
import {
  useDisconnectGoogleCalendarMutation,
  useGetGoogleCalendarQuery,
  useGetSigningForCalendarQuery,
  useLazyGetConsentUrlQuery,
  usePushSigningAgainMutation,
} from '../googleCalendarApi';

/** A moment the server sent (ISO), as the notary reads it. */
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—');

/**
 * Google Calendar (issue 17, calendars): once connected, each save and delete of a signing is
 * written into the notary's Google Calendar through the outbox, which retries. The tab connects,
 * shows the connection and the pushes that have not gone through yet, and disconnects.
 */
export function GoogleCalendarTab() {
  const { data: status, error, isFetching, refetch } = useGetGoogleCalendarQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <>
      <ConsentOutcomeNotice />
      {status ? (
        <GoogleCalendarState status={status} />
      ) : error && !isFetching ? (
        <div className="notice notice--danger" role="alert">
          <strong className="notice__title">Unable to load Google Calendar</strong>
          <p>{messageOf(error)}</p>
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <p role="status">Loading Google Calendar…</p>
      )}
    </>
  );
}

/** How the round trip through Google's consent page went, read from the address once, which is then cleaned. */
function ConsentOutcomeNotice() {
  const [params, setParams] = useSearchParams();
  const [outcome] = useState(() => consentOutcomeOf(params));
  useEffect(() => {
    if (!ARRIVAL_PARAMS.some((name) => params.has(name))) return;
    const cleaned = new URLSearchParams(params);
    for (const name of ARRIVAL_PARAMS) cleaned.delete(name);
    setParams(cleaned, { replace: true });
  }, [params, setParams]);
  if (!outcome) return null;
  const { title, text, tone } = CONSENT_OUTCOME_TEXT[outcome];
  return (
    <div className={`notice notice--${tone}`} role={tone === 'info' ? 'status' : 'alert'}>
      <strong className="notice__title">{title}</strong>
      <p>{text}</p>
    </div>
  );
}

function GoogleCalendarState({ status }: { status: GoogleCalendarStatus }) {
  if (!status.Available)
    return (
      <>
        <p>
          <strong>This server has no Google connection set up,</strong> so Notary Ledger cannot write your signings into Google Calendar here. (Whoever runs the
          server turns it on with Google API credentials.)
        </p>
        <p>
          You can still see your signings in Google Calendar: turn on the calendar feed in the <em>iCal Calendar</em> tab and add its address in Google Calendar
          under “Other calendars → From URL”. Google Calendar then picks up changes each time it refreshes the feed (on its own schedule, which can take several
          hours).
        </p>
      </>
    );
  return status.Connected ? <Connected status={status} /> : <NotConnected />;
}

function NotConnected() {
  const [askConsentUrl, { isFetching, error }] = useLazyGetConsentUrlQuery();
  const connect = async () => {
    const answer = await askConsentUrl(undefined, false)
      .unwrap()
      .catch(() => null);
    // Google's consent page; it sends the notary back to this tab.
    if (answer) window.location.assign(answer.ConsentUrl);
  };
  return (
    <>
      <p>
        Connect your Google account and each signing you save is written into your Google Calendar, with its time and place; deleting a signing removes it. The
        signer’s phone number and e-mail are not sent to Google.
      </p>
      <p className="settings-note">Google asks you to sign in and to allow Notary Ledger to manage events in your calendar, then sends you back here.</p>
      <LoadingButton type="button" className="button button--primary" loading={isFetching} onClick={() => void connect()}>
        Connect Google Calendar
      </LoadingButton>
      {error && (
        <p className="field__error" role="alert">
          {messageOf(error)}
        </p>
      )}
    </>
  );
}

function Connected({ status }: { status: GoogleCalendarStatus }) {
  const [confirming, setConfirming] = useState(false);
  const [disconnect, { isLoading, error }] = useDisconnectGoogleCalendarMutation();
  return (
    <>
      <dl className="google-calendar__facts">
        <div>
          <dt>Google Calendar</dt>
          <dd>Connected</dd>
        </div>
        <div>
          <dt>Since</dt>
          <dd>{when(status.ConnectedAt)}</dd>
        </div>
        <div>
          <dt>Time zone</dt>
          <dd>{status.TimeZone ?? 'Your calendar’s own'}</dd>
        </div>
      </dl>
      <p className="settings-note">
        Each signing you save or delete is written to your Google Calendar within a few moments; a push that fails is tried again.
      </p>
      <PushFailures failures={status.Failures} />
      <div>
        <LoadingButton type="button" className="button button--secondary" loading={isLoading} onClick={() => setConfirming(true)}>
          Disconnect Google Calendar
        </LoadingButton>
      </div>
      {error && (
        <p className="field__error" role="alert">
          {messageOf(error)}
        </p>
      )}
      {confirming && (
        <ConfirmDialog
          title="Disconnect Google Calendar"
          message="Signings you save from now on will no longer be written into Google Calendar. The events already there stay. Disconnect?"
          confirmLabel="Disconnect"
          cancelLabel="Keep connected"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void disconnect();
          }}
        />
      )}
    </>
  );
}

function PushFailures({ failures }: { failures: readonly CalendarPushFailure[] }) {
  if (!failures.length) return <p>All your signings have reached Google Calendar.</p>;
  return (
    <section className="google-calendar__failures" aria-labelledby="google-calendar-failures">
      <h4 id="google-calendar-failures" className="google-calendar__failures-title">
        Not yet in Google Calendar
      </h4>
      <ul className="google-calendar__failure-list">
        {failures.map((failure) => (
          <PushFailureRow key={failure.SigningId} failure={failure} />
        ))}
      </ul>
    </section>
  );
}

function PushFailureRow({ failure }: { failure: CalendarPushFailure }) {
  const { data: signing } = useGetSigningForCalendarQuery(failure.SigningId);
  const [pushAgain, { isLoading, error }] = usePushSigningAgainMutation();
  const name = signing ? [signing.LastName, signing.FirstName].filter(Boolean).join(', ') || 'A signing' : 'A signing';
  return (
    <li className="google-calendar__failure">
      <div>
        <strong>{name}</strong>
        {signing?.ShortDate && <span> on {signing.ShortDate}</span>}
      </div>
      <p>
        {failure.State === 'Failed' ? 'Gave up' : 'Trying again'} after {failure.Attempts} {failure.Attempts === 1 ? 'attempt' : 'attempts'}
        {failure.LastError && <>: {failure.LastError}</>}
      </p>
      {failure.NextAttemptAt && <p className="settings-note">Next try: {when(failure.NextAttemptAt)}</p>}
      <LoadingButton type="button" className="button button--secondary" loading={isLoading} onClick={() => void pushAgain(failure.SigningId)}>
        Push again
      </LoadingButton>
      {error && (
        <p className="field__error" role="alert">
          {messageOf(error)}
        </p>
      )}
    </li>
  );
}
