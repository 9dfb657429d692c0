import { useId, useState } from 'react';
import { messageOf } from '../../app/apiError';
import { ConfirmDialog } from '../dialog/ConfirmDialog';
import { useGetCalendarFeedQuery, useRenewCalendarFeedMutation, useSetCalendarFeed } from './api';
import './calendarFeed.css';

/**
 * The iCal feed: the notary's signings in the calendar app they already use (Google Calendar, Apple
 * Calendar, Outlook subscribe to the address). The address is a secret: anyone with it sees the
 * signings (names, times, addresses; never phones or e-mails), so a new one can replace it.
 * Under the calendar it is a card of its own; in the Settings dialog (`plain`), part of its tab.
 */
export function CalendarFeed({ plain = false }: { plain?: boolean }) {
  const headingId = useId();
  const urlId = useId();
  const { data: feed, error } = useGetCalendarFeedQuery();
  const [setFeed, { isLoading: switching }] = useSetCalendarFeed();
  const [renew, { isLoading: renewing }] = useRenewCalendarFeedMutation();
  const [copied, setCopied] = useState(false);
  const [confirmingRenew, setConfirmingRenew] = useState(false);
  // In the Settings dialog the feed sits under the tab's own heading.
  const Heading = plain ? 'h4' : 'h2';

  return (
    <section className={plain ? 'calendar-feed' : 'card calendar-feed'} aria-labelledby={headingId}>
      <Heading id={headingId} className="calendar-feed__title">
        See your signings in your own calendar
      </Heading>
      {error && <p role="alert">Unable to load the calendar feed: {messageOf(error)}</p>}
      {feed && !feed.Enabled && (
        <>
          <p>Turn on the calendar feed to subscribe to your signings from Google Calendar, Apple Calendar or Outlook. They follow as you save.</p>
          <p>
            <button type="button" className="button button--secondary" disabled={switching} onClick={() => void setFeed(true)}>
              Turn on the calendar feed
            </button>
          </p>
        </>
      )}
      {feed?.Enabled && feed.ICalFeedUrl && (
        <>
          <label htmlFor={urlId}>Subscribe to this address in your calendar app (keep it private: anyone with it sees your signings)</label>
          <div className="calendar-feed__address">
            <input id={urlId} className="field__input" readOnly value={feed.ICalFeedUrl} onFocus={(event) => event.target.select()} />
            <button
              type="button"
              className="button button--secondary"
              onClick={() =>
                void navigator.clipboard?.writeText(feed.ICalFeedUrl!).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }
            >
              Copy
            </button>
          </div>
          <p role="status">{copied ? 'Address copied.' : ''}</p>
          <p className="calendar-feed__actions">
            <button type="button" className="button button--secondary" disabled={renewing} onClick={() => setConfirmingRenew(true)}>
              New address
            </button>
            <button type="button" className="button button--secondary" disabled={switching} onClick={() => void setFeed(false)}>
              Turn off the calendar feed
            </button>
          </p>
        </>
      )}
      {confirmingRenew && (
        <ConfirmDialog
          title="New calendar address"
          message="Make a new address? The current one stops working at once; calendars subscribed to it will need the new one."
          confirmLabel="Make a new address"
          cancelLabel="Cancel"
          onConfirm={() => {
            setConfirmingRenew(false);
            setCopied(false);
            void renew();
          }}
          onCancel={() => setConfirmingRenew(false)}
        />
      )}
    </section>
  );
}
