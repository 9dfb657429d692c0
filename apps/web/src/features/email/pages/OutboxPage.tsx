import { useState } from 'react';
import type { OutboxMessage } from '@notary/contracts';
import { isUnauthorized, messageOf } from '../../../app/apiError';
import { useAppDispatch } from '../../../app/hooks';
import { messageShown } from '../../../app/messages';
import { Page } from '../../../shared/ui/Page';
import { useGetEmailStatusQuery, useGetOutboxQuery, useRetryEmailMutation } from '../api';
import { formatMoment, purposeOf, STATE_LABELS, stateDetail } from '../outboxStates';
import '../../../styles/controls.css';
import '../../../styles/tables.css';
import '../email.css';

/** Spec 001 §9: lists show 20 to a page. */
const PER_PAGE = 20;

/**
 * /Outbox: every e-mail the notary sent, newest first, with where it is (queued, sending, sent,
 * retrying and when, failed and why). The delivery worker's progress arrives over the live
 * channel, so the page moves on by itself.
 */
export default function OutboxPage() {
  const dispatch = useAppDispatch();
  const [pageNumber, setPageNumber] = useState(1);
  const { data: page, error, isFetching, refetch } = useGetOutboxQuery({ PageNumber: pageNumber, PageSize: PER_PAGE });
  const status = useGetEmailStatusQuery();
  const [retry, { isLoading: retrying, originalArgs: retryingId }] = useRetryEmailMutation();
  const [announcement, setAnnouncement] = useState('');
  const pageCount = page ? Math.max(1, Math.ceil(page.TotalCount / PER_PAGE)) : 1;

  const sendAgain = async (message: OutboxMessage) => {
    try {
      await retry(message.Id).unwrap();
      setAnnouncement(`“${message.Subject}” is queued again.`);
    } catch (problem) {
      if (!isUnauthorized(problem)) dispatch(messageShown({ title: 'Send Failed', text: messageOf(problem) }));
    }
  };

  return (
    <Page title="Outbox" help="emailTemplates">
      <p className="list-toolbar__intro">
        Every e-mail you send waits here until the mail server has taken it. A message the server turns away is tried again.
      </p>
      {status.data && !status.data.Configured && (
        <div className="notice notice--warning" role="alert">
          <strong className="notice__title">E-mail cannot be sent from this server</strong>
          <p>{status.data.Message}</p>
        </div>
      )}
      {error && (
        <div className="notice notice--danger" role="alert">
          <strong className="notice__title">Unable to load the outbox</strong>
          <p>{messageOf(error)}</p>
          <button type="button" className="button button--secondary" onClick={() => refetch()}>
            Try again
          </button>
        </div>
      )}
      <p className="list-status" role="status">
        {page ? `${page.TotalCount} e-mail${page.TotalCount === 1 ? '' : 's'}.` : isFetching ? 'Loading the outbox…' : ''}
        {announcement && ` ${announcement}`}
      </p>
      {page && page.Messages.length === 0 && <p className="empty-state card">Nothing sent yet. E-mails you send from a template appear here.</p>}
      {page && page.Messages.length > 0 && (
        <ul className="outbox" aria-label="E-mails, newest first">
          {page.Messages.map((message) => (
            <li key={message.Id} className="outbox__message card" data-state={message.State}>
              <div className="outbox__head">
                <strong className="outbox__subject">{message.Subject}</strong>
                <span className="outbox__state" data-state={message.State}>
                  {STATE_LABELS[message.State]}
                </span>
              </div>
              <p className="outbox__to">
                To {message.To.join(', ')}
                {message.Cc.length > 0 && <span> · CC {message.Cc.join(', ')}</span>}
                {message.Bcc.length > 0 && <span> · BCC {message.Bcc.join(', ')}</span>}
              </p>
              <p className="outbox__meta">
                {purposeOf(message)} · queued {formatMoment(message.QueuedAt)}
                {message.AttachmentNames.length > 0 && ` · ${message.AttachmentNames.join(', ')}`}
              </p>
              <p className="outbox__detail">{stateDetail(message)}</p>
              {message.LastError && (message.State === 'Retrying' || message.State === 'Failed') && (
                <p className="outbox__error">
                  <span className="visually-hidden">The mail server said: </span>
                  {message.LastError}
                </p>
              )}
              {message.State === 'Failed' && (
                <button
                  type="button"
                  className="button button--secondary button--compact outbox__retry"
                  disabled={retrying && retryingId === message.Id}
                  onClick={() => void sendAgain(message)}
                >
                  Retry<span className="visually-hidden"> “{message.Subject}”</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {page && page.TotalCount > PER_PAGE && (
        <nav className="list-pager" aria-label="Outbox pages">
          <button type="button" className="button button--secondary button--compact" onClick={() => setPageNumber((n) => n - 1)} disabled={pageNumber <= 1}>
            Previous page
          </button>
          <span className="list-pager__position">
            Page {pageNumber} of {pageCount}
          </span>
          <button
            type="button"
            className="button button--secondary button--compact"
            onClick={() => setPageNumber((n) => n + 1)}
            disabled={pageNumber >= pageCount}
          >
            Next page
          </button>
        </nav>
      )}
    </Page>
  );
}
