import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { OutboxMessage } from '@notary/contracts';
import { useGetOutboxQuery } from '../api';
import { formatMoment } from '../outboxStates';

export interface SentWatchProps {
  messageId: string;
  /** The message has gone (the toast's moment) or failed for good (the message box's). */
  onSettled: (message: OutboxMessage) => void;
}

/**
 * Follows a message just queued until the outbox has sent it or given up, from the outbox's own
 * list (kept fresh by the live channel): "Sent" is said only once the mail server has taken it.
 */
export function SentWatch({ messageId, onSettled }: SentWatchProps) {
  const { data } = useGetOutboxQuery({ PageNumber: 1, PageSize: 20 });
  const message = data?.Messages.find((candidate) => candidate.Id === messageId);
  const settled = message?.State === 'Sent' || message?.State === 'Failed';
  useEffect(() => {
    if (message && settled) onSettled(message);
  }, [message, settled, onSettled]);

  if (settled) return null;
  const to = message ? ` to ${message.To.join(', ')}` : '';
  return (
    <p className="notice notice--info sent-watch" role="status">
      {message?.State === 'Retrying'
        ? `Your e-mail${to} is not sent yet: the mail server asked to try again. Next attempt at ${formatMoment(message.NextAttemptAt)}.`
        : `Your e-mail${to} is in the outbox and goes out in a moment.`}{' '}
      <Link to="/Outbox">Open the outbox</Link>
    </p>
  );
}
